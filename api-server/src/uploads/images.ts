import fs from 'node:fs/promises';
import sharp from 'sharp';
import { httpError } from '../lib/http-error';

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
/** Refuse decompression bombs: 60 megapixels is far beyond any real listing photo. */
const MAX_INPUT_PIXELS = 60_000_000;

export interface ImageOutputs {
  main: string;
  variants?: Partial<Record<ImageVariant, string>>;
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
export async function renderVariant(
  stored: string,
  variant: ImageVariant,
  file: string,
): Promise<void> {
  const image = sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  await fs.writeFile(file, await toVariant(image, variant).toBuffer());
}

/**
 * Re-encodes an uploaded image: rotated upright from its EXIF orientation, every metadata block
 * (EXIF with GPS, XMP, ICC) dropped by re-encoding, long side at most 2000 px, JPEG on a white
 * background (transparent PNGs), plus the requested WebP variants. A file whose header looked like
 * an image but cannot be decoded is refused with 415.
 */
export async function processImage(input: string, outputs: ImageOutputs): Promise<void> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const targets: { file: string; render: sharp.Sharp }[] = [
    {
      file: outputs.main,
      render: base
        .clone()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, progressive: true }),
    },
  ];
  for (const [variant, file] of Object.entries(outputs.variants ?? {})) {
    targets.push({ file, render: toVariant(base.clone(), variant as ImageVariant) });
  }
  // Rendered to memory first so that a decoding failure (the client's fault, 415) is told apart
  // from a disk failure while writing (ours, 500).
  let buffers: Buffer[];
  try {
    buffers = await Promise.all(targets.map((target) => target.render.toBuffer()));
  } catch {
    throw httpError(415, 'The image could not be read: upload a valid JPEG, PNG or WebP image');
  }
  await Promise.all(
    targets.map((target, index) => fs.writeFile(target.file, buffers[index] ?? Buffer.alloc(0))),
  );
}
