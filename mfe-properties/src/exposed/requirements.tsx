// Federated module mfe_properties/requirements: the host lazy-loads its default export as a page.
import { RequirementsPage } from '../features/requirements/components/requirements-page';

export default RequirementsPage;
