import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from 'shared-ui';
import { FormActions } from 'shared-ui/admin';
import type { PropertyFormKit } from '../hooks/use-property-form';
import { lookupItems, type PropertyLookups } from '../hooks/use-property-lookups';
import type { StoredPropertyFiles } from '../utils/form-values';
import { AmenitiesSection, SanctionSection } from './choice-sections';
import { ImagesSection, VideoSection } from './media-sections';
import { PropertyFieldSection } from './property-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UploadOverlay } from './upload-overlay';
import { DraftOffer } from './draft-offer';
import type { PropertyDraft } from '../hooks/use-property-draft';

export interface PropertyFormProps {
  kit: PropertyFormKit;
  formRef: RefObject<HTMLFormElement | null>;
  lookups: PropertyLookups;
  stored: StoredPropertyFiles;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  /** Uploaded fraction 0..1 while submitting. */
  progress: number;
  submitLabel: string;
  onDeleteSanction?: (sanctionId: string) => void;
  /** Shown above the submit button (e.g. a form-level refusal). */
  notice?: ReactNode;
  /** The draft kept in the browser, offered back above the form. */
  draft: PropertyDraft;
}

/**
 * The sections of the add and edit forms, in the product’s order: the declared fields' sections
 * (PROPERTY_FORM_SECTIONS), with the photos and video after the first and the link lists' own.
 */
export function PropertyForm({
  kit,
  formRef,
  lookups,
  stored,
  onSubmit,
  isSubmitting,
  progress,
  submitLabel,
  onDeleteSanction,
  notice,
  draft,
}: PropertyFormProps) {
  return (
    <FormProvider {...kit.form}>
      <DraftOffer draft={draft} />
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <PropertyFieldSection section="property" lookups={lookups} />
        <ImagesSection stored={stored} errors={kit.fileErrors} onFileChange={kit.chooseSlotFile} />
        <VideoSection stored={stored} errors={kit.fileErrors} onFileChange={kit.chooseSlotFile} />
        <PropertyFieldSection section="description" lookups={lookups} />
        <PropertyFieldSection section="features" lookups={lookups} />
        <AmenitiesSection amenities={lookupItems(lookups, 'amenities')} />
        <SanctionSection
          sanctions={lookupItems(lookups, 'sanctions')}
          stored={stored.sanctions}
          errors={kit.fileErrors}
          onFileChange={kit.chooseSanctionFile}
          onDelete={onDeleteSanction}
        />
        <PropertyFieldSection section="distance" lookups={lookups} />
        <PropertyFieldSection section="map" lookups={lookups} />
        {notice}
        <FormActions $align="end">
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? 'Submitting...' : submitLabel}
          </Button>
        </FormActions>
      </form>
      {isSubmitting && <UploadOverlay progress={progress} />}
      <UnsavedChangesGuard when={kit.isDirty && !isSubmitting} />
    </FormProvider>
  );
}
