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

export interface FilePart {
  name: string;
  content: Buffer;
  filename?: string;
  contentType?: string;
}

/**
 * Serialises fields and files as multipart/form-data (the platform's own encoder), for
 * `app.inject({ payload, headers })`. Field values repeat when given as arrays.
 */
export async function multipart(
  fields: Record<string, string | number | readonly (string | number)[]>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) form.append(name, String(item));
  }
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.content)], {
      type: file.contentType ?? 'application/octet-stream',
    });
    form.append(file.name, blob, file.filename ?? 'upload.bin');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
