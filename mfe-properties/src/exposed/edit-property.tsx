// Federated module mfe_properties/edit-property: the host lazy-loads its default export as a page.
import { EditPropertyPage } from '../features/property-form/components/edit-property-page';

export default EditPropertyPage;
