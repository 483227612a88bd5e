// Federated module mfe_properties/edit-property: the host lazy-loads its default export as a page.
import { useParams } from 'react-router-dom';
import { isPropertyId } from 'shared-api';
import { Container } from 'shared-ui';
import { HistoryPanel } from '../features/history/components/history-panel';
import { PhotoOrderPanel } from '../features/photo-order/components/photo-order-panel';
import { EditPropertyPage } from '../features/property-form/components/edit-property-page';
import { PropertyRequirements } from '../features/requirements/components/property-requirements';

// Features do not import each other: the page is composed here, with who to call about it above
// the form and, below it, the photos' order and what was changed (decision 098). Below, so the long
// form still starts on the first screen of a phone, its Update bar with it.
const renderRequirements = (propertyId: number) => <PropertyRequirements propertyId={propertyId} />;

function EditPropertyWithRequirements() {
  const { id } = useParams();
  return (
    <>
      <EditPropertyPage renderAside={renderRequirements} />
      {isPropertyId(id) ? (
        <Container>
          <PhotoOrderPanel propertyId={Number(id)} />
          <HistoryPanel propertyId={Number(id)} />
        </Container>
      ) : null}
    </>
  );
}

export default EditPropertyWithRequirements;
