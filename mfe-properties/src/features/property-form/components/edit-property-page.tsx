import { useCallback, useState } from 'react';
import { getErrorMessage, getErrorStatus, getPropertyForEdit } from 'shared-api';
import { Container, FormNotice, PageHeading, Spinner, usePageTitle, useParams } from 'shared-ui';
import { useAsyncData } from '../../../hooks/use-async-data';
import { usePropertyLookups } from '../hooks/use-property-lookups';
import { EditPropertyForm } from './edit-property-form';

function loadFailureMessage(error: unknown): string {
  const status = getErrorStatus(error);
  // The server words these (owner refusal, not found); the fallbacks match its words.
  if (status === 403) return getErrorMessage(error, 'You can only manage your own properties');
  if (status === 404) return getErrorMessage(error, 'Property not found');
  return getErrorMessage(error, 'Failed to load the property');
}

/** Property Updation Form (/edit_form/:id). */
export function EditPropertyPage() {
  usePageTitle('Property Updation Form');
  const { id = '' } = useParams();
  const { lookups, isLoading: isLoadingLookups } = usePropertyLookups();
  const load = useCallback(() => getPropertyForEdit(id), [id]);
  const { data, error, isLoading, reload, updateData } = useAsyncData(load);
  // Bumped on each save so the form is mounted afresh with the reloaded property.
  const [version, setVersion] = useState(0);

  const handleSaved = useCallback(async () => {
    try {
      const fresh = await getPropertyForEdit(id);
      updateData(() => fresh);
    } catch {
      // The save itself succeeded; load again the ordinary way (with its spinner and errors).
      reload();
    }
    setVersion((value) => value + 1);
  }, [id, updateData, reload]);

  const handleSanctionDeleted = useCallback(
    (sanctionId: number) =>
      updateData((read) => ({
        ...read,
        sanctions: read.sanctions.filter((sanction) => sanction.id !== sanctionId),
      })),
    [updateData],
  );

  let content;
  if (error) content = <FormNotice tone="error">{loadFailureMessage(error)}</FormNotice>;
  // The choosers must hold their options before the form mounts, or a prefilled select would
  // show its placeholder while keeping the stored id.
  else if (isLoading || isLoadingLookups || !data) {
    content = <Spinner label="Loading property" isBlock />;
  } else {
    content = (
      <EditPropertyForm
        key={`${data.id}-${version}`}
        read={data}
        lookups={lookups}
        onSaved={handleSaved}
        onSanctionDeleted={handleSanctionDeleted}
      />
    );
  }

  return (
    <Container>
      <PageHeading>Property Updation Form</PageHeading>
      {data && !error && <p>Property ID: {data.prp_id}</p>}
      {content}
    </Container>
  );
}
