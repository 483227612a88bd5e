import type { ReactElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField, type SelectOption } from 'shared-ui';

/** The person fields a form may hold, under the contract's names. */
export type PersonFieldName = 'name' | 'mobile' | 'email' | 'cities' | 'occupation';

/** What the fields need of a form holding the fields `N`: useAppForm's result fits. */
export interface PersonForm<N extends PersonFieldName> {
  field: (name: N) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<N, { message?: string } | undefined>> };
}

export interface PersonFieldsOptions<N extends PersonFieldName> {
  /** The fields shown, in this order, each under the label its page has always used. */
  labels: Record<N, string>;
  /** The City list's choices (values as the form's rule wants them: names or ids). */
  cities?: SelectOption[];
  occupations?: SelectOption[];
  /** The Occupation list's first, empty choice ('Select occupation'). */
  occupationPlaceholder?: string;
  /** Fields that may stay empty: marked 'Optional' instead of required. */
  optional?: NoInfer<N>[];
  /** Staff type someone else's details, so the browser offers none of its own (autocomplete off). */
  isSomeoneElse?: boolean;
}

const INPUT_TYPE: Partial<Record<PersonFieldName, string>> = {
  name: 'text',
  mobile: 'tel',
  email: 'email',
};

const AUTOCOMPLETE: Partial<Record<PersonFieldName, string>> = {
  name: 'name',
  mobile: 'tel',
  email: 'email',
};

/**
 * Name, mobile, e-mail, city and occupation as every form asks them (enquiry, registration,
 * user, caller's requirement): the contract's rules run through the form's resolver; a mobile
 * takes a phone's keypad with '+' and spaces ('+91 98220 55512'), which the rule normalises.
 * Called in the form's own render, not mounted as a component: the fields then bind to the form
 * in the page's order, so a failed submit focuses the first error on the page
 * (docs/decisions/101-person-fields-paged-list-public-paths.md).
 */
export function personFields<N extends PersonFieldName>(
  form: PersonForm<NoInfer<N>>,
  {
    labels,
    cities = [],
    occupations = [],
    occupationPlaceholder = 'Select occupation',
    optional = [],
    isSomeoneElse = false,
  }: PersonFieldsOptions<N>,
): ReactElement[] {
  const { errors } = form.formState;
  return (Object.keys(labels) as N[]).map((name) => {
    const isOptional = (optional as string[]).includes(name);
    const common = {
      label: labels[name],
      required: !isOptional,
      hint: isOptional ? 'Optional' : undefined,
      error: errors[name]?.message,
      ...form.field(name),
    };
    if (name === 'cities' || name === 'occupation') {
      const isCity = name === 'cities';
      return (
        <SelectField
          {...common}
          key={name}
          placeholder={isCity ? 'Select a city' : occupationPlaceholder}
          options={isCity ? cities : occupations}
        />
      );
    }
    return (
      <TextField
        {...common}
        key={name}
        type={INPUT_TYPE[name]}
        inputMode={name === 'mobile' ? 'tel' : undefined}
        autoComplete={isSomeoneElse ? 'off' : AUTOCOMPLETE[name]}
      />
    );
  });
}
