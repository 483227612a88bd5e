// Federated module mfe_properties/dashboard: the host lazy-loads its default export as a page.
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

export default DashboardPage;
