import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, httpError, isHttpError } from '../../lib/http-error';
import type { AppConfig } from '../../plugins/env';
import { removeUploads, storeUpload, type UploadKind } from '../../uploads/store';

/** Where a file part goes, decided by its field name alone (never by the client's file name). */
export type FileTarget =
  | { slot: 'images' }
  | { slot: 'image'; index: number }
  | { slot: 'video' }
  | { slot: 'sanctionFiles' }
  | { slot: 'sanctionFile'; sanctionId: number };

export interface ReceivedFile {
  target: FileTarget;
  path: string;
}

/** Text fields (a repeated name becomes a list) and the files stored so far, in arrival order. */
export interface ReceivedForm {
  fields: Record<string, string | string[]>;
  files: ReceivedFile[];
}

const ALLOWED: Record<FileTarget['slot'], readonly UploadKind[]> = {
  images: ['image'],
  image: ['image'],
  video: ['video'],
  sanctionFiles: ['document'],
  sanctionFile: ['document'],
};

/** `images`, `image1`..`image6`, `video`, `sanctionFiles`, `sanctionFiles[<id>]`; else null. */
export function classifyFileField(fieldname: string): FileTarget | null {
  const name = fieldname.endsWith('[]') ? fieldname.slice(0, -2) : fieldname;
  if (name === 'images') return { slot: 'images' };
  if (name === 'video') return { slot: 'video' };
  if (name === 'sanctionFiles') return { slot: 'sanctionFiles' };
  const image = /^image([1-6])$/.exec(name);
  if (image) return { slot: 'image', index: Number(image[1]) };
  const sanction = /^sanctionFiles\[(\d{1,15})\]$/.exec(name);
  if (sanction) return { slot: 'sanctionFile', sanctionId: Number(sanction[1]) };
  return null;
}

function addField(fields: ReceivedForm['fields'], rawName: string, value: string): void {
  // `amenities[]` is how some clients spell a repeated field.
  const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
  if (name === '__proto__' || name === 'constructor') return;
  const current = fields[name];
  if (current === undefined) fields[name] = value;
  else if (Array.isArray(current)) current.push(value);
  else fields[name] = [current, value];
}

/**
 * Reads a multipart property form, storing every file as it arrives (type by content, limits per
 * kind). Fields may come before or after the files, so checks on the fields happen afterwards; the
 * caller owns the stored files from then on and must remove them if the save fails. Here, a
 * failure while reading removes what was stored before the error propagates.
 */
export async function readPropertyForm(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw httpError(415, 'The request must be multipart/form-data');
  }
  const form: ReceivedForm = { fields: Object.create(null) as ReceivedForm['fields'], files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') addField(form.fields, part.fieldname, part.value);
        continue;
      }
      const target = classifyFileField(part.fieldname);
      // Browsers send an empty, unnamed part for a file input left empty.
      if (!target || part.filename === '') {
        part.file.resume();
        continue;
      }
      const fieldKey = errorKeyOf(target, form.files);
      const stored = await storeUpload(config, part, ALLOWED[target.slot]).catch(
        (error: unknown) => {
          throw withFieldKey(error, fieldKey);
        },
      );
      form.files.push({ target, path: stored.path });
    }
  } catch (error) {
    await removeUploads(
      config,
      form.files.map((file) => file.path),
    );
    throw error;
  }
  return form;
}

/** The form's key for a file input, so a refusal (413, 415) shows next to the file it concerns. */
function errorKeyOf(target: FileTarget, received: readonly ReceivedFile[]): string {
  switch (target.slot) {
    case 'images':
      // Repeated `images` parts fill the slots in order.
      return `image${received.filter((file) => file.target.slot === 'images').length + 1}`;
    case 'image':
      return `image${target.index}`;
    case 'video':
      return 'video';
    case 'sanctionFiles':
      return 'sanctionFiles';
    case 'sanctionFile':
      return `sanctionFiles[${target.sanctionId}]`;
  }
}

function withFieldKey(error: unknown, fieldKey: string): unknown {
  if (!isHttpError(error) || error.errors) return error;
  return new HttpError(error.statusCode, error.message, { [fieldKey]: error.message });
}

/** Paths of every stored file of a form (for removal on failure). */
export function storedPaths(form: ReceivedForm): string[] {
  return form.files.map((file) => file.path);
}
