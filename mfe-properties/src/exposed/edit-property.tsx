// Federated module mfe_properties/edit-property: the host lazy-loads its default export as a page.
import { useParams } from 'react-router-dom';
import { isPropertyId } from 'shared-api';
import { Container } from 'shared-ui';
import { HistoryPanel } from '../features/history/components/history-panel';
import { EditPropertyPage } from '../features/property-form/components/edit-property-page';
import { PropertyRequirements } from '../features/requirements/components/property-requirements';

// Features do not import each other: the page is composed here, with who to call about it and,
// below the form, what was changed in it (issue 31).
const renderRequirements = (propertyId: number) => <PropertyRequirements propertyId={propertyId} />;

function EditPropertyWithRequirements() {
  const { id } = useParams();
  return (
    <>
      <EditPropertyPage renderAside={renderRequirements} />
      {isPropertyId(id) ? (
        <Container>
          <HistoryPanel propertyId={Number(id)} />
        </Container>
      ) : null}
    </>
  );
}

export default EditPropertyWithRequirements;
