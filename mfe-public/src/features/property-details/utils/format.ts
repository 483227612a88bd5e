import type { PropertyDetail } from 'shared-api/contract';
import { MISSING } from '../../../utils/display';

const UNIT_LABELS: Record<string, string> = {
  sqft: 'Sq.ft.',
  acres: 'Acres',
  m2: 'Sq.m.',
  yards: 'Sq.yards',
};

/** The area with its unit: '1250 Sq.ft.'; 'Null' without a size. */
export function formatArea(property: Pick<PropertyDetail, 'size' | 'unit'>): string {
  if (property.size === null) return MISSING;
  const unit = property.unit ? (UNIT_LABELS[property.unit] ?? property.unit) : UNIT_LABELS.sqft;
  return `${property.size} ${unit}`;
}

/** A distance followed by 'km' (docs/product.md); 'Null' when missing. */
export function formatDistance(km: number | null): string {
  return km === null ? MISSING : `${km} km`;
}
