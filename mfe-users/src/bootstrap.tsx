// Standalone mount of user management for local development: the same providers the host gives
// it, and the host's path. Inside the site, the host loads the exposed module instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider, loadRuntimeConfig } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { StandaloneAdminGate } from './components/standalone-admin-gate';
import UserManagement from './exposed/user-management';

async function mount(container: HTMLElement): Promise<void> {
  try {
    await loadRuntimeConfig('/config.json');
  } catch (error) {
    console.error(error);
    container.textContent =
      'Could not load /config.json. Serve this build with `node scripts/serve-static.mjs mfe-users/dist --spa --config`, or open the site through the host shell.';
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <UiProvider titleSuffix="User management (standalone)">
        <AuthProvider>
          <BrowserRouter>
            <StandaloneAdminGate>
              <main>
                <Routes>
                  <Route path="/add_user" element={<UserManagement />} />
                  <Route path="*" element={<Navigate to="/add_user" replace />} />
                </Routes>
              </main>
            </StandaloneAdminGate>
          </BrowserRouter>
        </AuthProvider>
      </UiProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void mount(root);
