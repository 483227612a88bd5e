import type { PropertyDetail } from 'shared-api/contract';

export interface GalleryImage {
  /** What the browser loads by default: the gallery-sized variant, else the original. */
  src: string;
  /** The variants (800 and 1280 px) and the original as width candidates, when they exist. */
  srcSet?: string;
}

/** A stored path as the URL the page shows (`useAssetUrl()`), or null for none. */
export type ToAssetUrl = (path: string | null | undefined) => string | null;

const IMAGE_KEYS = ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'] as const;

/** The property's photos in slot order, skipping empty slots. */
export function getGalleryImages(property: PropertyDetail, assetUrl: ToAssetUrl): GalleryImage[] {
  const images: GalleryImage[] = [];
  IMAGE_KEYS.forEach((key, index) => {
    const original = assetUrl(property[key]);
    if (!original) return;
    const variant = assetUrl(property.gallery[index]);
    if (!variant) {
      images.push({ src: original });
      return;
    }
    const medium = assetUrl(property.gallery_medium[index]);
    const candidates = [`${variant} 1280w`, `${original} 2560w`];
    if (medium) candidates.unshift(`${medium} 800w`);
    images.push({ src: variant, srcSet: candidates.join(', ') });
  });
  return images;
}

export interface SanctionLink {
  name: string;
  href: string | null;
}

/** Sanction names with their files: two comma-separated lists in the same order. */
export function getSanctionLinks(property: PropertyDetail, assetUrl: ToAssetUrl): SanctionLink[] {
  if (!property.sanctions) return [];
  const files = (property.sanction_files ?? '').split(',').map((file) => file.trim());
  return property.sanctions
    .split(',')
    .map((name, index) => ({ name: name.trim(), href: assetUrl(files[index]) }))
    .filter((sanction) => sanction.name !== '');
}
