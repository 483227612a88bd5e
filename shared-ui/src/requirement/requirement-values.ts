import type { PossessionPreference, RequirementPurpose } from 'shared-api/contract';

/**
 * The REQUIREMENT section's values as a form holds them, before the contract's
 * `requirementSchema` parses them: ids and bedroom counts as the checkboxes' strings, budgets as
 * typed.
 */
export interface RequirementFormValues {
  /** '' until the person chooses buy or rent: there is no default. */
  purpose: RequirementPurpose | '';
  propertyTypes: string[];
  bedrooms: string[];
  budgetFrom: string;
  budgetTo: string;
  cities: string[];
  possession: PossessionPreference;
  note: string;
}

/** A blank section. Possession starts at 'Any', the answer of someone who did not say. */
export function emptyRequirementValues(): RequirementFormValues {
  return {
    purpose: '',
    propertyTypes: [],
    bedrooms: [],
    budgetFrom: '',
    budgetTo: '',
    cities: [],
    possession: 'any',
    note: '',
  };
}

/** True once anything in the section differs from a blank one (then its rules apply). */
export function isRequirementStarted(values: RequirementFormValues): boolean {
  const empty = emptyRequirementValues();
  return (Object.keys(empty) as (keyof RequirementFormValues)[]).some((key) => {
    const value = values[key];
    return Array.isArray(value) ? value.length > 0 : String(value).trim() !== empty[key];
  });
}
