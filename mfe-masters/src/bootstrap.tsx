// Standalone mount of the master screens for local development: the same providers the host gives
// them, and the host's paths. Inside the site, the host loads the exposed module instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { AuthProvider, loadRuntimeConfig } from 'shared-api';
import { MASTERS } from 'shared-api/contract';
import { Stack, UiProvider } from 'shared-ui';
import { StandaloneAdminGate } from './components/standalone-admin-gate';
import MasterScreen from './exposed/master-screen';

function StandaloneApp() {
  return (
    <StandaloneAdminGate>
      <header>
        <nav aria-label="Master lists">
          <Stack $direction="row" $gap={3} $wrap>
            {MASTERS.map((master) => (
              <NavLink key={master.key} to={master.route}>
                {master.label}
              </NavLink>
            ))}
          </Stack>
        </nav>
      </header>
      <main>
        <Routes>
          {MASTERS.map((master) => (
            <Route
              key={master.key}
              path={master.route}
              element={<MasterScreen masterKey={master.key} />}
            />
          ))}
          <Route path="*" element={<Navigate to={MASTERS[0]?.route ?? '/status'} replace />} />
        </Routes>
      </main>
    </StandaloneAdminGate>
  );
}

async function mount(container: HTMLElement): Promise<void> {
  try {
    await loadRuntimeConfig('/config.json');
  } catch (error) {
    console.error(error);
    container.textContent =
      'Could not load /config.json. Serve this build with `node scripts/serve-static.mjs mfe-masters/dist --spa --config`, or open the site through the host shell.';
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <UiProvider titleSuffix="Master lists (standalone)">
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
