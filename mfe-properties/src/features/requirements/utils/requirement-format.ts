import {
  formatBhk,
  formatPriceInWords,
  POSSESSION_PREFERENCES,
  REQUIREMENT_PURPOSES,
  REQUIREMENT_STATUSES,
} from 'shared-api/contract';
import type {
  RequirementFit,
  RequirementPurpose,
  RequirementRow,
  RequirementStatus,
} from 'shared-api/contract';

export const REQUIREMENT_PAGE_SIZE = 20;
/** A requirement's matches come a few at a time: the panel sits beside the list. */
export const MATCH_PAGE_SIZE = 10;

const labelOf = <V extends string>(
  options: readonly { value: V; label: string }[],
  value: V,
): string => options.find((option) => option.value === value)?.label ?? value;

export const formatStatus = (status: RequirementStatus): string =>
  labelOf(REQUIREMENT_STATUSES, status);
export const formatPurpose = (purpose: RequirementPurpose): string =>
  labelOf(REQUIREMENT_PURPOSES, purpose);

/** 'Rs. 45 lakh – Rs. 60 lakh'; 'Up to Rs. 60 lakh' when there is no lower bound. */
export function formatBudget(from: number, to: number): string {
  if (from <= 0) return `Up to ${formatPriceInWords(to)}`;
  if (from === to) return formatPriceInWords(to);
  return `${formatPriceInWords(from)} – ${formatPriceInWords(to)}`;
}

/** What the person wants, in words, each part on its own: an empty list means any. */
export function describeRequirement(row: Omit<RequirementRow, 'matches'>): string[] {
  const parts = [formatPurpose(row.purpose)];
  if (row.property_types.length > 0) {
    parts.push(row.property_types.map((type) => type.name).join(', '));
  }
  if (row.bedrooms.length > 0) parts.push(row.bedrooms.map(formatBhk).join(', '));
  parts.push(formatBudget(row.budget_from, row.budget_to));
  if (row.cities.length > 0) parts.push(row.cities.map((city) => city.name).join(', '));
  if (row.possession !== 'any') parts.push(labelOf(POSSESSION_PREFERENCES, row.possession));
  return parts;
}

const FIT_LABELS: Record<keyof RequirementFit, string> = {
  type: 'type',
  bedrooms: 'BHK',
  budget: 'budget',
  city: 'city',
  possession: 'possession',
};

/** 'Fits type, BHK, budget, city. Possession does not fit.' */
export function describeFit(fit: RequirementFit): string {
  const names = Object.keys(FIT_LABELS) as (keyof RequirementFit)[];
  const fitting = names.filter((name) => fit[name]).map((name) => FIT_LABELS[name]);
  const missing = names.filter((name) => !fit[name]).map((name) => FIT_LABELS[name]);
  const sentences: string[] = [];
  if (fitting.length > 0) sentences.push(`Fits ${fitting.join(', ')}.`);
  if (missing.length > 0) {
    const list = missing.join(', ');
    sentences.push(
      `${list.charAt(0).toUpperCase()}${list.slice(1)} ${missing.length === 1 ? 'does' : 'do'} not fit.`,
    );
  }
  return sentences.join(' ');
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** When it was recorded, in the broker's time zone (stored as UTC). */
export function formatRequirementDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export const formatMatchCount = (count: number): string =>
  count === 1 ? '1 match' : `${count} matches`;
