import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { addCallerRequirement, invalidateRequirements } from 'shared-api';
import { callerRequirementSchema, REQUIREMENT_SECTION_TITLE } from 'shared-api/contract';
import type { CallerRequirementInput } from 'shared-api/contract';
import { Button, Card, media, Spinner, useNotify } from 'shared-ui';
import { personFields, useAppForm, useFormSubmit } from 'shared-ui/forms';
import {
  emptyRequirementValues,
  RequirementFields,
  type RequirementFormValues,
} from 'shared-ui/requirement';
import { useRequirementLookups } from '../hooks/use-requirement-lookups';

interface CallerValues {
  name: string;
  mobile: string;
  email: string;
  requirement: RequirementFormValues;
}

/**
 * The server's own rules and messages. The schema's input type is loose (it parses the form's
 * strings: ids, typed budgets), so the resolver is typed by the form's values.
 */
const CALLER_RESOLVER = zodResolver(callerRequirementSchema) as Resolver<
  CallerValues,
  unknown,
  CallerRequirementInput
>;

const blankValues = (): CallerValues => ({
  name: '',
  mobile: '',
  email: '',
  requirement: emptyRequirementValues(),
});

const Form = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[5]};
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[5]};
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The admin records what a caller wants: who called, and the REQUIREMENT section. */
export function AddRequirementForm({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const lookups = useRequirementLookups();
  const form = useAppForm<CallerValues, CallerRequirementInput>({
    resolver: CALLER_RESOLVER,
    defaultValues: blankValues(),
  });
  const { isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: addCallerRequirement,
    emptyValues: blankValues,
    onSent: async (answer) => {
      notify.success(answer.message);
      await invalidateRequirements(queryClient);
      onClose();
    },
    onFailed: (message) => notify.error(message),
    failureMessage: 'Failed to add the requirement',
  });

  return (
    <Form as="form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId}>Add requirement</h2>
      <Grid>
        {personFields(form, {
          labels: { name: 'Name', mobile: 'Mobile No', email: 'Email ID' },
          optional: ['email'],
          isSomeoneElse: true,
        })}
      </Grid>
      <h3>{REQUIREMENT_SECTION_TITLE}</h3>
      {lookups.isLoading ? (
        <Spinner label="Loading property types and cities" isBlock />
      ) : (
        <RequirementFields
          form={form}
          name="requirement"
          propertyTypes={lookups.propertyTypes}
          cities={lookups.cities}
          isRequired
        />
      )}
      <Actions>
        <Button type="submit" isLoading={isSubmitting}>
          Save requirement
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
