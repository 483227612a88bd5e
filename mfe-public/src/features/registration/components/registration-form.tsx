import type { ReactElement } from 'react';
import styled from 'styled-components';
import { registerUser } from 'shared-api';
import {
  EMAIL_ALREADY_REGISTERED,
  EMAIL_ALREADY_REGISTERED_FIELD_ERROR,
  REGISTRATION_OCCUPATIONS,
  REQUIREMENT_SECTION_TITLE,
} from 'shared-api/contract';
import { Button, TextField, media, useNotify, NoScriptNotice } from 'shared-ui';
import { personFields, useAppForm, useFormSubmit } from 'shared-ui/forms';
import { RequirementFields } from 'shared-ui/requirement';
import { ConsentFields } from '../../../components/consent-fields';
import { useCities } from '../../../hooks/use-cities';
import { usePropertyTypes } from '../hooks/use-property-types';
import {
  emptyRegistrationValues,
  resolveRegistration,
  type RegistrationOutput,
  type RegistrationValues,
} from '../utils/registration-values';

const OCCUPATION_OPTIONS = REGISTRATION_OCCUPATIONS.map((value) => ({ value, label: value }));

/** Public registration: the contract's rules and messages, server errors on their fields. */
export function RegistrationForm(): ReactElement {
  const notify = useNotify();
  const cities = useCities();
  const propertyTypes = usePropertyTypes();
  const form = useAppForm<RegistrationValues, RegistrationOutput>({
    resolver: resolveRegistration,
    defaultValues: emptyRegistrationValues(),
  });
  const {
    field,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(form, {
    send: registerUser,
    emptyValues: emptyRegistrationValues,
    onSent: (response) => notify.success(response.message),
    onFailed: (message) => {
      if (message === EMAIL_ALREADY_REGISTERED) {
        setError('email', { message: EMAIL_ALREADY_REGISTERED_FIELD_ERROR }, { shouldFocus: true });
      } else notify.error(message);
    },
    failureMessage: 'An error occurred',
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="registration-heading"
    >
      <Heading id="registration-heading">PERSONAL INFORMATION</Heading>
      <NoScriptNotice>Registering needs JavaScript: please enable it, or call us.</NoScriptNotice>
      <Grid>
        {personFields(form, {
          labels: {
            name: 'Full Name',
            mobile: 'Mobile No',
            email: 'Email ID',
            cities: 'Cities',
            occupation: 'Occupation',
          },
          cities: cities.map((city) => ({ value: String(city.id), label: city.name })),
          occupations: OCCUPATION_OPTIONS,
          occupationPlaceholder: 'Select Occupation',
        })}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmpass?.message}
          {...field('confirmpass')}
        />
      </Grid>
      <Heading id="requirement-heading">{REQUIREMENT_SECTION_TITLE}</Heading>
      <Intro>
        Optional: tell us what you are looking for, and we will call you when a property fits.
      </Intro>
      <RequirementFields
        form={form}
        name="requirement"
        propertyTypes={propertyTypes}
        cities={cities}
      />
      <ConsentFields
        about="my registration"
        consent={field('consent')}
        consentError={errors.consent?.message}
        marketing={field('marketingConsent')}
      />
      <Button type="submit" isLoading={isSubmitting}>
        Register
      </Button>
    </form>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.secondary};
`;

const Intro = styled.p`
  margin: ${({ theme }) => `-${theme.space[3]} 0 ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
