/** Server error keys that name a file input rather than a text field. */
const FILE_ERROR_KEY = /^(images|image[1-6]|video|sanctionFiles(\[\d+\])?)$/;

/** Maps a server error key to the form's file-error key, or null for text fields. */
export const toFileErrorKey = (field: string): string | null =>
  FILE_ERROR_KEY.test(field) ? field : null;

export const PROPERTY_SAVED_MESSAGE = 'Property Details Saved Successfully';
export const PROPERTY_UPDATED_MESSAGE = 'Property updated successfully!';
export const SANCTION_DELETED_MESSAGE = 'Sanction deleted successfully!';
