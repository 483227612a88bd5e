import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createProperty, invalidateProperties, useAuth } from 'shared-api';
import { Container, PageHeading, usePageTitle } from 'shared-ui';
import { usePropertyDraft } from '../hooks/use-property-draft';
import { usePropertyForm } from '../hooks/use-property-form';
import { usePropertyLookups } from '../hooks/use-property-lookups';
import { usePropertySave } from '../hooks/use-property-save';
import { getEmptyPropertyValues, NO_STORED_FILES } from '../utils/form-values';
import { buildCreateFormData } from '../utils/property-form-data';
import { PROPERTY_SAVED_MESSAGE } from '../utils/save-errors';
import { PropertyForm } from './property-form';

/** Add property (/add_property and /add_project). */
export function AddPropertyPage() {
  usePageTitle('Add Property');
  const { id: authId } = useAuth();
  const { lookups } = usePropertyLookups();
  const { kit, formRef } = usePropertyForm(getEmptyPropertyValues());
  const draft = usePropertyDraft(kit, formRef, 'new');
  const { clear: clearDraft } = draft;
  const { save, isSubmitting, progress } = usePropertySave();
  const queryClient = useQueryClient();
  const { resetAll, showServerErrors } = kit;

  const handleSubmit = kit.createSubmitHandler(
    useCallback(
      (draft, selections) =>
        save({
          // authId is refilled from the signed-in user on every save, as the product’s reset does.
          send: (onProgress) =>
            createProperty(buildCreateFormData(draft, selections, authId), onProgress),
          successMessage: PROPERTY_SAVED_MESSAGE,
          failureMessage: 'Failed to save the property',
          onSuccess: async () => {
            await clearDraft();
            resetAll(getEmptyPropertyValues());
            void invalidateProperties(queryClient);
          },
          showFieldErrors: showServerErrors,
        }),
      [save, authId, resetAll, showServerErrors, queryClient, clearDraft],
    ),
  );

  return (
    <Container>
      <PageHeading>Add Property</PageHeading>
      <PropertyForm
        kit={kit}
        formRef={formRef}
        lookups={lookups}
        stored={NO_STORED_FILES}
        onSubmit={(event) => void handleSubmit(event)}
        isSubmitting={isSubmitting}
        progress={progress}
        submitLabel="Submit"
        draft={draft}
      />
    </Container>
  );
}
