import { HttpError, isHttpError } from '../../lib/http-error';
import {
  completeUpload,
  discardUploads,
  type FileStore,
  type ReceivedUpload,
} from '../../uploads/store';

/** Where a file part goes, decided by its field name alone (never by the client's file name). */
export type FileTarget =
  | { slot: 'images' }
  | { slot: 'image'; index: number }
  | { slot: 'video' }
  | { slot: 'sanctionFiles' }
  | { slot: 'sanctionFile'; sanctionId: number };

export interface ReceivedFile {
  target: FileTarget;
  /** Where the file is stored once the form is saved (`uploads/<kind>/<random>.<ext>`). */
  path: string;
  /** The form's key for this file's errors. */
  fieldKey: string;
  upload: ReceivedUpload;
}

/** Text fields (a repeated name becomes a list) and the files received, in arrival order. */
export interface ReceivedForm {
  fields: Record<string, string | string[]>;
  files: ReceivedFile[];
  /** The upload store the files were received for, which completes or discards them. */
  store: FileStore;
}

/**
 * Decodes the form's images and puts every file in place, one file after another (so one request
 * holds at most one decode slot). A refusal (413, 415) names the file's field.
 */
export async function completeFiles(form: ReceivedForm): Promise<void> {
  for (const file of form.files) {
    await completeUpload(form.store, file.upload).catch((error: unknown) => {
      throw withFieldKey(error, file.fieldKey);
    });
  }
}

/** Removes every file of a form, received or already in place. */
export function discardFiles(form: ReceivedForm): Promise<void> {
  return discardUploads(
    form.store,
    form.files.map((file) => file.upload),
  );
}

/** A refusal (413, 415) of one file, keyed by the form's name for that file. */
export function withFieldKey(error: unknown, fieldKey: string): unknown {
  if (!isHttpError(error) || error.errors) return error;
  return new HttpError(error.statusCode, error.message, { [fieldKey]: error.message });
}
