import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small real JPEG, with EXIF that the server must strip. */
export function makeJpeg(width = 64, height = 48, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD0: { Copyright: 'private-owner', Artist: 'gps-leak' } })
    .jpeg()
    .toBuffer();
}

/** A small real PNG with transparency. */
export function makePng(width = 40, height = 40): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

/** A large noisy JPEG, about `megabytes` in size (noise does not compress). */
export async function makeNoisyJpeg(megabytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 0.9));
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The start of an MP4 file: an `ftyp` box (brand isom) and an empty `mdat` box, padded. */
export function makeMp4(totalBytes = 2048): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdatSize = Math.max(8, totalBytes - ftyp.length);
  const mdat = Buffer.alloc(mdatSize);
  mdat.writeUInt32BE(mdatSize, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** An EBML header whose DocType is `webm`, then filler. */
export function makeWebm(totalBytes = 1024): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm', 'latin1')]);
  const header = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
  ]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, totalBytes - header.length))]);
}

/** A minimal PDF document. */
export function makePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A PDF whose `/OpenAction` runs JavaScript when a viewer opens it (audit decision 078). */
export function makePdfWithScript(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      "3 0 obj<</Type/Action/S/JavaScript/JS(app.alert\\('opened'\\))>>endobj\n" +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/**
 * A small PNG whose header claims `width` × `height` pixels (a pixel flood): the header is all a
 * decoder reads before it commits memory and time; the pixel data is that of a 1×1 image.
 */
export async function makePixelFlood(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width, height, ..., CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface FilePart {
  name: string;
  content: Buffer;
  filename?: string;
  contentType?: string;
}

export interface FieldPart {
  name: string;
  value: string;
}

/** Serialises parts in the order given (a client may send its files before its fields). */
export async function multipartInOrder(
  parts: readonly (FieldPart | FilePart)[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) {
      form.append(part.name, part.value);
      continue;
    }
    const blob = new Blob([new Uint8Array(part.content)], {
      type: part.contentType ?? 'application/octet-stream',
    });
    form.append(part.name, blob, part.filename ?? 'upload.bin');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/**
 * Serialises fields and files as multipart/form-data (the platform's own encoder), for
 * `app.inject({ payload, headers })`. Field values repeat when given as arrays.
 */
export function multipart(
  fields: Record<string, string | number | readonly (string | number)[]>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fieldParts = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: String(item) })),
  );
  return multipartInOrder([...fieldParts, ...files]);
}
