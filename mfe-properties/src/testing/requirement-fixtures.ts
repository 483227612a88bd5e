import type {
  PropertyRequirementMatch,
  RequirementFit,
  RequirementMatch,
  RequirementRow,
} from 'shared-api/contract';
import { getListItems } from './property-fixtures';

/** Rahul Sharma, 2 or 3 BHK flat to buy in Pune for Rs. 45–60 lakh, ready to move. */
export function getRequirementRow(
  id: number,
  overrides: Partial<RequirementRow> = {},
): RequirementRow {
  return {
    id,
    status: 'open',
    purpose: 'buy',
    property_types: [{ id: 1, name: 'Flat' }],
    bedrooms: [2, 3],
    budget_from: 4_500_000,
    budget_to: 6_000_000,
    cities: [{ id: 2, name: 'Pune' }],
    possession: 'ready',
    note: null,
    name: id === 1 ? 'Rahul Sharma' : `Buyer ${id}`,
    mobile: '9822012345',
    email: 'rahul@example.com',
    user_id: null,
    created_at: '2026-03-01T04:30:00.000Z',
    matches: 2,
    ...overrides,
  };
}

export const FULL_FIT: RequirementFit = {
  type: true,
  bedrooms: true,
  budget: true,
  city: true,
  possession: true,
};

export function getRequirementMatch(
  id: number,
  overrides: Partial<RequirementMatch> = {},
): RequirementMatch {
  const [item] = getListItems(1, id);
  if (!item) throw new Error('No list item');
  return {
    ...item,
    bedrooms: 2,
    carpet_area: 850,
    price: 5_200_000,
    thumbnail: `uploads/thumbnails/${id}.webp`,
    fit: FULL_FIT,
    ...overrides,
  };
}

export function getPropertyRequirementMatch(
  id: number,
  overrides: Partial<PropertyRequirementMatch> = {},
): PropertyRequirementMatch {
  return { ...getRequirementRow(id), fit: FULL_FIT, ...overrides };
}
