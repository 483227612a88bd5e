// Federated module mfe_properties/edit-property: the host lazy-loads its default export as a page.
import { EditPropertyPage } from '../features/property-form/components/edit-property-page';
import { PropertyRequirements } from '../features/requirements/components/property-requirements';

// Features do not import each other: the page is composed here, with who to call about it.
const renderRequirements = (propertyId: number) => <PropertyRequirements propertyId={propertyId} />;

function EditPropertyWithRequirements() {
  return <EditPropertyPage renderAside={renderRequirements} />;
}

export default EditPropertyWithRequirements;
