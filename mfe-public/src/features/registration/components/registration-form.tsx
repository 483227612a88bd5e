import type { ReactElement } from 'react';
import styled from 'styled-components';
import { getErrorMessage, registerUser } from 'shared-api';
import {
  EMAIL_ALREADY_REGISTERED,
  EMAIL_ALREADY_REGISTERED_FIELD_ERROR,
  REGISTRATION_OCCUPATIONS,
  REQUIREMENT_SECTION_TITLE,
} from 'shared-api/contract';
import { Button, SelectField, TextField, media, useNotify, NoScriptNotice } from 'shared-ui';
import { useAppForm } from 'shared-ui/forms';
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
    handleSubmit,
    reset,
    setError,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (values: RegistrationOutput) => {
    try {
      const response = await registerUser(values);
      notify.success(response.message);
      reset(emptyRegistrationValues());
    } catch (error) {
      const message = getErrorMessage(error, 'An error occurred');
      if (message === EMAIL_ALREADY_REGISTERED) {
        setError('email', { message: EMAIL_ALREADY_REGISTERED_FIELD_ERROR }, { shouldFocus: true });
        return;
      }
      showServerErrors(error);
      notify.error(message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-labelledby="registration-heading"
    >
      <Heading id="registration-heading">PERSONAL INFORMATION</Heading>
      <NoScriptNotice>Registering needs JavaScript: please enable it, or call us.</NoScriptNotice>
      <Grid>
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...field('name')}
        />
        <TextField
          label="Mobile No"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          error={errors.mobile?.message}
          {...field('mobile')}
        />
        <TextField
          label="Email ID"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...field('email')}
        />
        <SelectField
          label="Cities"
          placeholder="Select a city"
          options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
          required
          error={errors.cities?.message}
          {...field('cities')}
        />
        <SelectField
          label="Occupation"
          placeholder="Select Occupation"
          options={OCCUPATION_OPTIONS}
          required
          error={errors.occupation?.message}
          {...field('occupation')}
        />
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
