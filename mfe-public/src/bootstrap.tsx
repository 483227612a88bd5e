// Standalone mount of the public pages for local development: the same providers the host gives
// them, and the host's paths. Inside the site, the host loads the exposed modules instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AuthProvider, loadRuntimeConfig } from 'shared-api';
import { UiProvider } from 'shared-ui';
import AboutPage from './exposed/about';
import ContactPage from './exposed/contact';
import HomePage from './exposed/home';
import HomeLoanPage from './exposed/home-loan';
import LoginPage from './exposed/login';
import PostRequirementPage from './exposed/post-requirement';
import PropertyDetailsPage from './exposed/property-details';

const PAGES = [
  { path: '/', label: 'Home', Page: HomePage },
  { path: '/aboutus', label: 'About', Page: AboutPage },
  { path: '/home_loan', label: 'Home Loan', Page: HomeLoanPage },
  { path: '/contact', label: 'Contact', Page: ContactPage },
  { path: '/post_req', label: 'Post Requirement', Page: PostRequirementPage },
  { path: '/login', label: 'Login', Page: LoginPage },
] as const;

function StandaloneApp() {
  return (
    <>
      <header>
        <nav aria-label="Main">
          {PAGES.map(({ path, label }) => (
            <Link key={path} to={path} style={{ marginRight: '1rem' }}>
              {label}
            </Link>
          ))}
        </nav>
      </header>
      <main>
        <Routes>
          {PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/details/:property_id" element={<PropertyDetailsPage />} />
        </Routes>
      </main>
    </>
  );
}

async function mount(container: HTMLElement): Promise<void> {
  try {
    await loadRuntimeConfig('/config.json');
  } catch (error) {
    console.error(error);
    container.textContent =
      'Could not load /config.json. Serve this build with `node scripts/serve-static.mjs mfe-public/dist --spa --config`, or open the site through the host shell.';
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <UiProvider titleSuffix="Public pages (standalone)">
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
