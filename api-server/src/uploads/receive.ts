import fs from 'node:fs/promises';
import { Writable, type Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type/core';
import { httpError } from '../lib/http-error';
import {
  acceptType,
  largestLimit,
  tooLargeMessage,
  wrongTypeMessage,
  type AcceptedType,
  type UploadKind,
} from './file-kinds';

/** file-type reads at most this many leading bytes for the formats we accept. */
const SNIFF_BYTES = 4100;

/**
 * Streams `source` into `target`, deciding the type from the first bytes and enforcing the size
 * limit of that kind as the bytes arrive (so a 2 GB upload is refused after 10 MB, not after 2 GB).
 * On refusal the rest of the source is drained, not destroyed: busboy must keep parsing the request.
 */
export async function receiveToFile(
  source: Readable,
  target: string,
  allowed: readonly UploadKind[],
): Promise<AcceptedType> {
  const handle = await fs.open(target, 'wx', 0o640);
  let head: Buffer[] = [];
  let headBytes = 0;
  let total = 0;
  let limit = largestLimit(allowed);
  // An object, not a `let`: TypeScript does not see assignments made inside the callbacks.
  const state: { accepted: AcceptedType | null } = { accepted: null };

  const flushHead = async () => {
    const buffer = Buffer.concat(head);
    head = [];
    if (buffer.length === 0) throw httpError(400, 'The file is empty');
    const detected = await fileTypeFromBuffer(buffer);
    const accepted = acceptType(detected?.mime, allowed);
    if (!accepted) throw httpError(415, wrongTypeMessage(allowed));
    state.accepted = accepted;
    limit = largestLimit([accepted.kind]);
    if (total > limit) throw httpError(413, tooLargeMessage(accepted.kind));
    await handle.write(buffer);
  };

  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      const step = async () => {
        if (state.accepted) {
          if (total > limit) throw httpError(413, tooLargeMessage(state.accepted.kind));
          await handle.write(chunk);
          return;
        }
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) await flushHead();
      };
      step().then(() => callback(), callback);
    },
    final(callback) {
      const step = async () => {
        if (!state.accepted) await flushHead();
      };
      step().then(() => callback(), callback);
    },
  });

  try {
    await new Promise<void>((resolve, reject) => {
      sink.on('finish', resolve);
      sink.on('error', (error) => {
        source.unpipe(sink);
        source.resume();
        reject(error);
      });
      source.on('error', reject);
      source.pipe(sink);
    });
  } finally {
    await handle.close();
  }
  if (!state.accepted) throw httpError(415, wrongTypeMessage(allowed));
  return state.accepted;
}
