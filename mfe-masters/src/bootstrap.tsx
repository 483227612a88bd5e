// Standalone mount of the master screens for local development, at the host's paths. Inside the
// site, the host loads the exposed module instead.
import { Navigate } from 'react-router-dom';
import { MASTERS } from 'shared-api/contract';
import { mountStandalone } from 'shared-ui/standalone';
import MasterScreen from './exposed/master-screen';

void mountStandalone({
  appName: 'mfe-masters',
  title: 'Master lists (standalone)',
  access: 'admin',
  navLabel: 'Master lists',
  links: MASTERS.map((master) => ({ to: master.route, label: master.label })),
  routes: [
    ...MASTERS.map((master) => ({
      path: master.route,
      element: <MasterScreen masterKey={master.key} />,
    })),
    { path: '*', element: <Navigate to={MASTERS[0]?.route ?? '/status'} replace /> },
  ],
});
