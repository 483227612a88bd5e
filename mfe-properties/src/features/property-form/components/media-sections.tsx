import { FileField } from 'shared-ui/admin';
import { ACCEPT } from '../utils/file-rules';
import { IMAGE_SLOT_NAMES } from '../utils/form-values';
import type { FileSlotName, StoredPropertyFiles } from '../utils/form-values';
import { FieldGrid, FormSection } from './form-section';
import { StoredFile } from './stored-file';

export interface MediaSectionProps {
  stored: StoredPropertyFiles;
  errors: Record<string, string>;
  onFileChange: (slot: FileSlotName, file: File | null) => void;
}

const REQUIRED_IMAGES = new Set<FileSlotName>(['image1', 'image2']);

function storedHint(path: string | undefined, label: string, isImage: boolean) {
  if (!path) return undefined;
  return (
    <>
      <StoredFile path={path} label={label} isImage={isImage} /> Choose a file to replace it.
    </>
  );
}

export function ImagesSection({ stored, errors, onFileChange }: MediaSectionProps) {
  return (
    <FormSection title="Upload Images">
      {/* A refusal of the `images` list as a whole (e.g. too many) has no single slot. */}
      {errors.images && <p role="alert">{errors.images}</p>}
      <FieldGrid>
        {IMAGE_SLOT_NAMES.map((slot, index) => (
          <FileField
            key={slot}
            name={slot}
            label={`Image ${index + 1}`}
            required={REQUIRED_IMAGES.has(slot) && !stored.slots[slot]}
            accept={ACCEPT.image}
            error={errors[slot]}
            hint={storedHint(stored.slots[slot], `Current image ${index + 1}`, true)}
            onFileChange={(file) => onFileChange(slot, file)}
          />
        ))}
      </FieldGrid>
    </FormSection>
  );
}

export function VideoSection({ stored, errors, onFileChange }: MediaSectionProps) {
  return (
    <FormSection title="Upload Video">
      <FileField
        name="video"
        label="Video"
        required={!stored.slots.video}
        accept={ACCEPT.video}
        error={errors.video}
        hint={storedHint(stored.slots.video, 'Current video', false)}
        onFileChange={(file) => onFileChange('video', file)}
      />
    </FormSection>
  );
}
