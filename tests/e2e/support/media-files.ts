import sharp from 'sharp';
import { demoSanctionPdf } from '../../../api-server/src/seed/demo-art';

/** A file as Playwright's `setInputFiles` and the API helpers take it. */
export interface MediaFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

type Colour = { r: number; g: number; b: number };

function solidImage(width: number, height: number, background: Colour) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A real JPEG (decodable, so the server's re-encoding and the browser both accept it). */
export async function makeJpeg(name: string, colour: Colour = { r: 200, g: 80, b: 40 }) {
  const buffer = await solidImage(640, 400, colour).jpeg({ quality: 80 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer } satisfies MediaFile;
}

/** A real PNG. */
export async function makePng(name: string, colour: Colour = { r: 40, g: 120, b: 200 }) {
  const buffer = await solidImage(640, 400, colour).png().toBuffer();
  return { name, mimeType: 'image/png', buffer } satisfies MediaFile;
}

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/**
 * A small MP4: a valid `ftyp` box (brand isom, as cameras and encoders write it) and an `mdat`
 * box of bytes. The server decides the type by these magic bytes, not by the name.
 */
export function makeMp4(name: string, payloadBytes = 4096): MediaFile {
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2avc1mp41', 'latin1'),
    ]),
  );
  const mdat = box('mdat', Buffer.alloc(payloadBytes, 0x2a));
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([ftyp, mdat]) };
}

/** A one-page PDF with a line of text (the demo seed's own writer). */
export function makePdf(name: string, text = 'Sanction letter'): MediaFile {
  return { name, mimeType: 'application/pdf', buffer: demoSanctionPdf(text) };
}
