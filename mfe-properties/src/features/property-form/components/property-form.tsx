import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormProvider } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import type { PropertyFormKit } from '../hooks/use-property-form';
import type { PropertyLookups } from '../hooks/use-property-lookups';
import type { StoredPropertyFiles } from '../utils/form-values';
import { AmenitiesSection, SanctionSection } from './choice-sections';
import { DescriptionSection } from './description-section';
import { FeaturesSection } from './features-section';
import { DistanceSection, MapSection } from './location-sections';
import { ImagesSection, VideoSection } from './media-sections';
import { PropertyDetailsSection } from './property-details-section';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UploadOverlay } from './upload-overlay';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

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
}

/** The sections of the add and edit forms, in the product’s order. */
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
}: PropertyFormProps) {
  return (
    <FormProvider {...kit.form}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <PropertyDetailsSection lookups={lookups} />
        <ImagesSection stored={stored} errors={kit.fileErrors} onFileChange={kit.chooseSlotFile} />
        <VideoSection stored={stored} errors={kit.fileErrors} onFileChange={kit.chooseSlotFile} />
        <DescriptionSection lookups={lookups} />
        <FeaturesSection lookups={lookups} />
        <AmenitiesSection amenities={lookups.amenities} />
        <SanctionSection
          sanctions={lookups.sanctions}
          stored={stored.sanctions}
          errors={kit.fileErrors}
          onFileChange={kit.chooseSanctionFile}
          onDelete={onDeleteSanction}
        />
        <DistanceSection />
        <MapSection />
        {notice}
        <Actions>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? 'Submitting...' : submitLabel}
          </Button>
        </Actions>
      </form>
      {isSubmitting && <UploadOverlay progress={progress} />}
      <UnsavedChangesGuard when={kit.isDirty && !isSubmitting} />
    </FormProvider>
  );
}
