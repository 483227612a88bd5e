// Standalone mount of the property pages for local development, at the host's paths. Inside the
// site, the host loads the exposed modules instead.
import { Navigate } from 'react-router-dom';
import { mountStandalone } from 'shared-ui/standalone';
import AddProperty from './exposed/add-property';
import Dashboard from './exposed/dashboard';
import EditProperty from './exposed/edit-property';
import Enquiries from './exposed/enquiries';
import PropertyTable from './exposed/property-table';

void mountStandalone({
  appName: 'mfe-properties',
  title: 'Property pages (standalone)',
  access: 'signed-in',
  navLabel: 'Property pages',
  links: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/add_property', label: 'Add New Property' },
    { to: '/table_detail', label: 'Detailed Table' },
    { to: '/enquiries', label: 'Enquiries' },
  ],
  routes: [
    { path: '/dashboard', element: <Dashboard /> },
    { path: '/add_property', element: <AddProperty /> },
    { path: '/add_project', element: <AddProperty /> },
    { path: '/edit_form/:id', element: <EditProperty /> },
    { path: '/table_detail', element: <PropertyTable /> },
    { path: '/enquiries', element: <Enquiries /> },
    { path: '*', element: <Navigate to="/dashboard" replace /> },
  ],
});
