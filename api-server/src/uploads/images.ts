import sharp from 'sharp';
import { httpError, isHttpError } from '../lib/http-error';
import { withDecodeSlot } from './decode-slots';

// One libvips thread per image (already the default on glibc Linux; made so everywhere), so that
// the decode slots bound the cores that image work takes.
sharp.concurrency(1);

export type ImageVariant = 'card' | 'medium' | 'gallery';

/** Long side of the stored original; phones send 4000+ px that no page needs. */
const MAX_SIDE = 2000;
/**
 * Widths of the WebP variants: property cards, and the detail page gallery at two sizes. A phone
 * (about 400 px at 1.75-2×) takes the 800 px one; the page picks through `srcset`.
 */
export const VARIANT_WIDTHS: Record<ImageVariant, number> = {
  card: 480,
  medium: 800,
  gallery: 1280,
};
/**
 * Pixel floods are refused from the header, before decoding. Pixels, not bytes, are the cost: a
 * flat 59 MP PNG is under 200 KB and took 0.8 s of decoding here (0.2 s decoded once). 50 MP still
 * takes the largest photos phones make at full resolution (8160 × 6120 = 49.9 MP on 50 MP
 * sensors, 8064 × 6048 = 48.8 MP on 48 MP ones); no page shows more than 2000 px. (Was 60 MP.)
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const TOO_MANY_PIXELS = `Image is too large (max ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`;
const UNREADABLE = 'The image could not be read: upload a valid JPEG, PNG or WebP image';
/** How every stored or uploaded image is opened: the pixel limit, and a broken file refused. */
export const INPUT_OPTIONS: Readonly<sharp.SharpOptions> = {
  limitInputPixels: MAX_INPUT_PIXELS,
  failOn: 'error',
};

/** A re-encoded image: the stored JPEG and its WebP variants. */
export interface ProcessedImage {
  main: Buffer;
  variants: [ImageVariant, Buffer][];
}

function toVariant(image: sharp.Sharp, variant: ImageVariant): sharp.Sharp {
  return (
    image
      .resize({ width: VARIANT_WIDTHS[variant], withoutEnlargement: true })
      // effort 2: half the CPU time of the default for a few per cent more bytes.
      .webp({ quality: variant === 'card' ? 72 : 80, effort: 2 })
  );
}

/** One WebP variant of an image already stored (a JPEG this module wrote). */
export function renderVariant(stored: Buffer, variant: ImageVariant): Promise<Buffer> {
  return withDecodeSlot(() => toVariant(sharp(stored, INPUT_OPTIONS), variant).toBuffer());
}

/**
 * Decodes an upload once: pixel count checked from the header first (413), upright from its EXIF
 * orientation, long side at most 2000 px, 8-bit sRGB pixels with no metadata left. A file whose
 * header looked like an image but cannot be decoded is the client's fault: 415.
 */
async function decode(input: string): Promise<sharp.Sharp> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    // The header only: sharp's own limit would refuse it as unreadable, not as too large.
    const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
    if (width * height > MAX_INPUT_PIXELS) throw httpError(413, TOO_MANY_PIXELS);
    decoded = await sharp(input, INPUT_OPTIONS)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (isHttpError(error)) throw error;
    throw httpError(415, UNREADABLE);
  }
  const { width, height, channels } = decoded.info;
  return sharp(decoded.data, { raw: { width, height, channels } });
}

/**
 * Re-encodes an uploaded image: decoded once (see `decode`), every metadata block (EXIF with GPS,
 * XMP, ICC) thereby dropped, a JPEG on a white background (transparent PNGs), plus the requested
 * WebP variants. The decode and the encodes run one after another inside one decode slot
 * (decode-slots.ts): one worker thread and one core per image, however large.
 */
export function processImage(
  input: string,
  variants: readonly ImageVariant[],
): Promise<ProcessedImage> {
  return withDecodeSlot(async () => {
    const pixels = await decode(input);
    const main = await pixels
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true })
      .toBuffer();
    const rendered: ProcessedImage['variants'] = [];
    for (const variant of variants) {
      rendered.push([variant, await toVariant(pixels.clone(), variant).toBuffer()]);
    }
    return { main, variants: rendered };
  });
}
