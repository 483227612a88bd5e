import sharp from 'sharp';
import { withDecodeSlot } from '../uploads/decode-slots';
import { INPUT_OPTIONS } from '../uploads/images';
import { SHARE_HEIGHT, SHARE_WIDTH } from './draw';

/** Link previews (WhatsApp) are known to drop an og:image much over 300 KB. */
export const MAX_SHARE_BYTES = 300 * 1024;
/** Tried in turn until the JPEG fits: the first always has here (60-240 KB, pure noise included). */
const QUALITIES = [80, 70, 60, 50, 40, 30] as const;

async function encode(pixels: { data: Buffer; info: sharp.OutputInfo }): Promise<Buffer> {
  const { width, height, channels } = pixels.info;
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(pixels.data, { raw: { width, height, channels } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MAX_SHARE_BYTES) break;
  }
  return jpeg;
}

/**
 * A 1200 × 630 JPEG of at most 300 KB, without metadata: the drawing over the photo (cropped to
 * fill) or alone. Runs in a decode slot like every other image work (uploads/decode-slots.ts,
 * decision 078), and opens the photo with the uploads' pixel limit.
 */
export function renderShareImage(drawing: string, photo: Buffer | null): Promise<Buffer> {
  return withDecodeSlot(async () => {
    const overlay = Buffer.from(drawing);
    const base = photo
      ? sharp(photo, INPUT_OPTIONS)
          .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
          .composite([{ input: overlay }])
      : sharp(overlay);
    const pixels = await base
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return encode(pixels);
  });
}
