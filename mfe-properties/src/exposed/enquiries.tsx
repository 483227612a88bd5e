// Federated module mfe_properties/enquiries: the host lazy-loads its default export as a page.
import { EnquiriesPage } from '../features/enquiries/components/enquiries-page';

export default EnquiriesPage;
