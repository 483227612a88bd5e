// Standalone mount of user management for local development, at the host's path. Inside the site,
// the host loads the exposed module instead.
import { Navigate } from 'react-router-dom';
import { mountStandalone } from 'shared-ui/standalone';
import PersonalData from './exposed/personal-data';
import UserManagement from './exposed/user-management';

void mountStandalone({
  appName: 'mfe-users',
  title: 'User management (standalone)',
  access: 'admin',
  routes: [
    { path: '/add_user', element: <UserManagement /> },
    { path: '/personal_data', element: <PersonalData /> },
    { path: '*', element: <Navigate to="/add_user" replace /> },
  ],
});
