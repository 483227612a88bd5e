import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import {
  getErrorMessage,
  getErrorStatus,
  invalidateProperties,
  propertyForEditQuery,
} from 'shared-api';
import { Container, FormNotice, PageHeading, Spinner, usePageTitle } from 'shared-ui';
import { useParams } from 'react-router-dom';
import { usePropertyLookups } from '../hooks/use-property-lookups';
import { EditPropertyForm } from './edit-property-form';

function loadFailureMessage(error: unknown): string {
  const status = getErrorStatus(error);
  // The server words these (owner refusal, not found); the fallbacks match its words.
  if (status === 403) return getErrorMessage(error, 'You can only manage your own properties');
  if (status === 404) return getErrorMessage(error, 'Property not found');
  return getErrorMessage(error, 'Failed to load the property');
}

export interface EditPropertyPageProps {
  /** What the exposed page adds from other features once the property has loaded. */
  renderAside?: (propertyId: number) => ReactNode;
}

/** Property Updation Form (/edit_form/:id). */
export function EditPropertyPage({ renderAside }: EditPropertyPageProps = {}) {
  usePageTitle('Property Updation Form');
  const { id = '' } = useParams();
  const { lookups, isLoading: isLoadingLookups } = usePropertyLookups();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(propertyForEditQuery(id));
  // Bumped on each save so the form is mounted afresh with the reloaded property.
  const [version, setVersion] = useState(0);

  // The property on screen loads again (awaited: the form remounts with it), the rest when shown.
  const handleSaved = useCallback(async () => {
    await invalidateProperties(queryClient);
    setVersion((value) => value + 1);
  }, [queryClient]);

  // Gone on the server: out of the loaded property, without reloading the form being edited;
  // the property's other reads load again when next shown.
  const handleSanctionDeleted = useCallback(
    (sanctionId: number) => {
      queryClient.setQueryData(propertyForEditQuery(id).queryKey, (read) =>
        read
          ? { ...read, sanctions: read.sanctions.filter((sanction) => sanction.id !== sanctionId) }
          : read,
      );
      void invalidateProperties(queryClient, 'keep');
    },
    [queryClient, id],
  );

  let content;
  if (error) content = <FormNotice tone="error">{loadFailureMessage(error)}</FormNotice>;
  // The choosers must hold their options before the form mounts, or a prefilled select would
  // show its placeholder while keeping the stored id.
  else if (isPending || isLoadingLookups || !data) {
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
      {data && !error && renderAside?.(data.id)}
      {content}
    </Container>
  );
}
