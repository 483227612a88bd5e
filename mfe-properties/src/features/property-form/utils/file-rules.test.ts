import { PROPERTY_FILE_MESSAGES, UPLOAD_LIMITS } from 'shared-api/contract';
import { checkFile, sanctionFileKey, validateFiles } from './file-rules';

const fileOf = (name: string, type: string, size = 10): File => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('property file rules', () => {
  it('requires image 1, image 2 and the video on a new property', () => {
    const errors = validateFiles({ slots: {}, sanctionFiles: {} }, { selectedSanctions: [] });
    expect(errors).toEqual({
      image1: PROPERTY_FILE_MESSAGES.image1,
      image2: PROPERTY_FILE_MESSAGES.image2,
      video: PROPERTY_FILE_MESSAGES.video,
    });
  });

  it('asks for no image or video on an update, which keeps what is stored', () => {
    const errors = validateFiles(
      { slots: {}, sanctionFiles: {} },
      { selectedSanctions: ['4'], isUpdate: true, storedSanctions: new Set(['4']) },
    );
    expect(errors).toEqual({});
  });

  it('asks for one file per checked sanction', () => {
    const errors = validateFiles(
      { slots: {}, sanctionFiles: { '3': fileOf('oc.pdf', 'application/pdf') } },
      { selectedSanctions: ['3', '5'] },
    );
    expect(errors[sanctionFileKey('3')]).toBeUndefined();
    expect(errors[sanctionFileKey('5')]).toBe(PROPERTY_FILE_MESSAGES.sanctionFile);
  });

  it('refuses early a file above its size limit or of the wrong kind', () => {
    expect(checkFile(fileOf('big.jpg', 'image/jpeg', UPLOAD_LIMITS.image + 1), 'image')).toBe(
      'big.jpg is too large (10 MB); the limit is 10 MB',
    );
    expect(checkFile(fileOf('clip.mp4', 'video/mp4'), 'image')).toBe(
      'clip.mp4 is not a JPEG, PNG or WebP image',
    );
    expect(checkFile(fileOf('photo.heic', 'image/heic'), 'image')).toBe(
      'photo.heic is not a JPEG, PNG or WebP image',
    );
    expect(checkFile(fileOf('photo.jpg', 'image/jpeg'), 'video')).toBe(
      'photo.jpg is not an MP4 or WebM video',
    );
    expect(checkFile(fileOf('plan.pdf', 'application/pdf'), 'document')).toBeNull();
    expect(checkFile(fileOf('unknown', ''), 'image')).toBeNull();
  });
});
