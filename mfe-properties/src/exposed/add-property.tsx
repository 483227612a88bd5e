// Federated module mfe_properties/add-property: the host lazy-loads its default export as a page.
import { AddPropertyPage } from '../features/property-form/components/add-property-page';

export default AddPropertyPage;
