import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MasterDescriptor } from 'shared-api/contract';
import { masterBodySchema } from 'shared-api/contract';
import { parseWith } from '../../lib/validate';
import type { MasterInput } from '../../services/masters';
import {
  completeUpload,
  discardUploads,
  receiveStream,
  type FileStore,
  type ReceivedUpload,
} from '../../uploads/store';

const FILE_FIELD = 'file';

function readName(master: MasterDescriptor, body: unknown): string {
  const parsed = parseWith(masterBodySchema(master), body);
  return String(parsed[master.field]);
}

/**
 * Reads a sanction add/update: multipart with the `sanction` field and an optional `file` (PDF or
 * image), or plain JSON without a file. The file is received as it arrives and decoded (an image)
 * only once the name is valid. The caller removes the stored file again if the request fails later.
 */
export async function readSanctionInput(
  request: FastifyRequest,
  store: FileStore,
  master: MasterDescriptor,
): Promise<MasterInput> {
  if (!request.isMultipart()) return { name: readName(master, request.body) };
  const fields: Record<string, string> = {};
  let received: ReceivedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== FILE_FIELD || received !== undefined || isEmptySlot(part)) {
        part.file.resume();
        continue;
      }
      received = await receiveStream(store, part.file, ['document', 'image']);
    }
    const name = readName(master, fields);
    return { name, file: received && (await completeUpload(store, received)).path };
  } catch (error) {
    await discardUploads(store, received ? [received] : []);
    throw error;
  }
}

/** Browsers send an unnamed empty part for a file input left empty. */
function isEmptySlot(part: MultipartFile): boolean {
  return part.filename === '';
}
