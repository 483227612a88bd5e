import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { demoSanctionPdf } from '../../../api-server/src/seed/demo-art';

const MB = 1024 * 1024;

/** Noise compresses badly, like a detailed photo: a JPEG of about `targetBytes`. */
export async function makeNoisyJpeg(targetBytes = 3 * MB, seed = 0): Promise<Buffer> {
  const encode = async (width: number) => {
    const height = Math.round((width * 3) / 4);
    const pixels = randomBytes(width * height * 3);
    // A soft gradient under the noise so that each photo differs (seed) and is not pure static.
    for (let index = 0; index < pixels.length; index += 3) {
      pixels[index] = ((pixels[index] ?? 0) >> 1) + ((seed * 37 + index / 3 / width) % 128);
    }
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
  };
  // Bytes grow with the area: one measured guess, then one correction.
  const first = await encode(1600);
  const width = Math.round(1600 * Math.sqrt(targetBytes / first.length));
  return encode(Math.min(width, 6000));
}

/** A valid MP4 start (ftyp box, then one mdat box) padded with filler bytes to `totalBytes`. */
export function makeMp4(totalBytes = 30 * MB): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write('isom', 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2avc1mp41', 16, 'latin1');
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(totalBytes - ftyp.length, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  const filler = Buffer.alloc(totalBytes - ftyp.length - mdatHeader.length, 0x5a);
  return Buffer.concat([ftyp, mdatHeader, filler]);
}

/** A one-page PDF, enough for a sanction document (the demo seed's own writer). */
export function makePdf(title: string): Buffer {
  return demoSanctionPdf(title);
}
