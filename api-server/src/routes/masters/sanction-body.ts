import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MasterDescriptor } from 'shared-api/contract';
import { masterBodySchema } from 'shared-api/contract';
import { parseWith } from '../../lib/validate';
import type { AppConfig } from '../../plugins/env';
import { removeUploads, storeUpload } from '../../uploads/store';

/** The name of an item and, for a multipart request with a file, the stored file's path. */
export interface MasterInput {
  name: string;
  /** Undefined when no file came with the request. */
  file?: string;
}

const FILE_FIELD = 'file';

function readName(master: MasterDescriptor, body: unknown): string {
  const parsed = parseWith(masterBodySchema(master), body);
  return String(parsed[master.field]);
}

/**
 * Reads a sanction add/update: multipart with the `sanction` field and an optional `file` (PDF or
 * image), or plain JSON without a file. A stored file is removed again if the request fails later.
 */
export async function readSanctionInput(
  request: FastifyRequest,
  config: AppConfig,
  master: MasterDescriptor,
): Promise<MasterInput> {
  if (!request.isMultipart()) return { name: readName(master, request.body) };
  const fields: Record<string, string> = {};
  let file: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== FILE_FIELD || file !== undefined || isEmptySlot(part)) {
        part.file.resume();
        continue;
      }
      file = (await storeUpload(config, part, ['document', 'image'])).path;
    }
    return { name: readName(master, fields), file };
  } catch (error) {
    await removeUploads(config, [file]);
    throw error;
  }
}

/** Browsers send an unnamed empty part for a file input left empty. */
function isEmptySlot(part: MultipartFile): boolean {
  return part.filename === '';
}
