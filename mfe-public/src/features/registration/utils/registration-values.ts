// The registration form's values and its check: the contract's registration rules always, and the
// REQUIREMENT section's rules once the visitor started it (decision 089). An untouched section is not
// sent, so the registration goes exactly as before.
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  registrationSchema,
  requirementSchema,
  type RegistrationInput,
  type RequirementInput,
  type SchemaInput,
} from 'shared-api/contract';
import {
  emptyRequirementValues,
  isRequirementStarted,
  type RequirementFormValues,
} from 'shared-ui/requirement';

export type RegistrationValues = SchemaInput<typeof registrationSchema> & {
  requirement: RequirementFormValues;
};
export type RegistrationOutput = RegistrationInput & { requirement?: RequirementInput };

/** A blank form: no default choice anywhere the visitor must choose. */
export function emptyRegistrationValues(): RegistrationValues {
  return {
    // The placeholder choice (''), which the schema rejects with 'Occupation is required'.
    occupation: '' as RegistrationValues['occupation'],
    name: '',
    mobile: '',
    email: '',
    cities: '',
    password: '',
    confirmpass: '',
    // Both boxes start unticked: consent is asked, never assumed (the schema wants `true`).
    consent: false as unknown as RegistrationValues['consent'],
    marketingConsent: false,
    requirement: emptyRequirementValues(),
  };
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly code: string;
  readonly message: string;
}

/** The first message per field; a list's item errors belong to the list's control. */
function toErrors(issues: readonly Issue[]): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'root');
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

/** The form's resolver: both parts are checked at once, so every message shows on one submit. */
export const resolveRegistration: Resolver<RegistrationValues, unknown, RegistrationOutput> = (
  values,
) => {
  const { requirement, ...person } = values;
  const registration = registrationSchema.safeParse(person);
  const wanted = isRequirementStarted(requirement)
    ? requirementSchema.safeParse(requirement)
    : null;
  const errors: FieldErrors<RegistrationValues> = registration.success
    ? {}
    : toErrors(registration.error.issues);
  if (wanted && !wanted.success) errors.requirement = toErrors(wanted.error.issues);
  if (!registration.success || (wanted && !wanted.success)) {
    return Promise.resolve({ values: {}, errors });
  }
  const output: RegistrationOutput = wanted
    ? { ...registration.data, requirement: wanted.data }
    : registration.data;
  return Promise.resolve({ values: output, errors: {} });
};
