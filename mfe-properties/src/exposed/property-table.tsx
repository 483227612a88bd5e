// Federated module mfe_properties/property-table: the host lazy-loads its default export as a page.
import { PropertyTablePage } from '../features/property-table/components/property-table-page';

export default PropertyTablePage;
