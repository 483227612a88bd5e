import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error';
import { listPropertySanctions } from '../../repositories/properties';
import { refuseFilePart, sanctionsSoFar } from '../../services/properties/form-files';
import {
  discardFiles,
  withFieldKey,
  type FileTarget,
  type ReceivedFile,
  type ReceivedForm,
} from '../../services/properties/received-form';
import { throwIfErrors } from '../../services/properties/save-rules';
import { receiveStream, type FileStore, type UploadKind } from '../../uploads/store';

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
 * Reads a multipart property form, receiving every file as it arrives into the work folder (type
 * by content, limits per kind) but decoding none: `completeFiles` does that once the form passed
 * its checks, since decoding is the costly part. A file part that cannot fit the form whatever
 * follows (form-files.ts `refuseFilePart`) is refused before it is received. Other checks need
 * every field, which may come after the files, so they happen afterwards; the caller owns the
 * received files from then on and must `discardFiles` if the save fails. Here, a failure while
 * reading discards what was received before the error propagates.
 */
export async function readPropertyForm(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw httpError(415, 'The request must be multipart/form-data');
  }
  const fields = Object.create(null) as ReceivedForm['fields'];
  const form: ReceivedForm = { fields, files: [], store };
  // An update (its property loaded by the preHandler) may send files for its stored sanctions.
  const managed = request.managedProperty;
  const stored = managed
    ? (await listPropertySanctions(request.server.db, managed.id)).map((sanction) => sanction.id)
    : null;
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
      const refusal = refuseFilePart(target, form.files, sanctionsSoFar(form.fields, stored));
      if (refusal) throwIfErrors(refusal);
      const fieldKey = errorKeyOf(target, form.files);
      const upload = await receiveStream(store, part.file, ALLOWED[target.slot]).catch(
        (error: unknown) => {
          throw withFieldKey(error, fieldKey);
        },
      );
      form.files.push({ target, path: upload.path, fieldKey, upload });
    }
  } catch (error) {
    await discardFiles(form);
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
