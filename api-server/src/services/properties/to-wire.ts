import type { PropertyDetail, PropertyListItem } from 'shared-api/contract';
import type { PropertyDetailRow } from '../../repositories/properties';
import { IMAGE_COLUMNS } from '../../repositories/properties-mapping';
import { variantPath } from '../../uploads/store';

export function toListItem(row: Omit<PropertyListItem, 'thumbnail'>): PropertyListItem {
  return { ...row, thumbnail: variantPath(row.image1, 'card') };
}

/**
 * The detail read's wire shape: the row already carries every field under its detail name (the
 * read selects them so); link-table names are null when there are none (the page shows 'Null').
 */
export function toDetail(row: PropertyDetailRow): PropertyDetail {
  return {
    ...row,
    gallery: IMAGE_COLUMNS.map((column) => variantPath(row[column], 'gallery')),
    gallery_medium: IMAGE_COLUMNS.map((column) => variantPath(row[column], 'medium')),
  };
}
