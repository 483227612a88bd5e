// Standalone mount of the property pages for local development: the same providers the host gives
// them, and the host's paths. Inside the site, the host loads the exposed modules instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { AuthProvider, loadRuntimeConfig } from 'shared-api';
import { Stack, UiProvider } from 'shared-ui';
import { StandaloneSignInGate } from './components/standalone-sign-in-gate';
import AddProperty from './exposed/add-property';
import Dashboard from './exposed/dashboard';
import EditProperty from './exposed/edit-property';
import Enquiries from './exposed/enquiries';
import PropertyTable from './exposed/property-table';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/add_property', label: 'Add New Property' },
  { to: '/table_detail', label: 'Detailed Table' },
  { to: '/enquiries', label: 'Enquiries' },
];

function StandaloneApp() {
  return (
    <StandaloneSignInGate>
      <header>
        <nav aria-label="Property pages">
          <Stack $direction="row" $gap={3} $wrap>
            {LINKS.map((link) => (
              <NavLink key={link.to} to={link.to}>
                {link.label}
              </NavLink>
            ))}
          </Stack>
        </nav>
      </header>
      <main>
        <Routes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/add_property" element={<AddProperty />} />
          <Route path="/add_project" element={<AddProperty />} />
          <Route path="/edit_form/:id" element={<EditProperty />} />
          <Route path="/table_detail" element={<PropertyTable />} />
          <Route path="/enquiries" element={<Enquiries />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      </main>
    </StandaloneSignInGate>
  );
}

async function mount(container: HTMLElement): Promise<void> {
  try {
    await loadRuntimeConfig('/config.json');
  } catch (error) {
    console.error(error);
    container.textContent =
      'Could not load /config.json. Serve this build with `node scripts/serve-static.mjs mfe-properties/dist --spa --config`, or open the site through the host shell.';
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <UiProvider titleSuffix="Property pages (standalone)">
        <AuthProvider>
          <BrowserRouter>
            <StandaloneApp />
          </BrowserRouter>
        </AuthProvider>
      </UiProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void mount(root);
