import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { sendEnquiry } from 'shared-api';
import {
  CALL_TIMES,
  ENQUIRY_OCCUPATIONS,
  enquirySchema,
  type EnquiryInput,
  type SchemaInput,
} from 'shared-api/contract';
import { Button, FormNotice, SelectField, TextAreaField, media } from 'shared-ui';
import { personFields, useAppForm, useFormSubmit } from 'shared-ui/forms';
import { ConsentFields } from '../../../components/consent-fields';
import { useCities } from '../../../hooks/use-cities';
import { EnquiryThanks } from './enquiry-thanks';

type EnquiryValues = SchemaInput<typeof enquirySchema>;

export interface EnquiryFormProps {
  propertyId: number;
  /** The property's creator, who receives the lead. */
  ownerId: number;
}

const EMPTY = {
  // The placeholder choices (''), which the schema rejects with its 'Please select ...' messages.
  occupation: '' as EnquiryValues['occupation'],
  time: '' as EnquiryValues['time'],
  name: '',
  mobile: '',
  email: '',
  cities: '',
  remark: '',
  // Both boxes start unticked: consent is asked, never assumed (the schema wants `true`).
  consent: false as unknown as EnquiryValues['consent'],
  marketingConsent: false,
};
const FAILURE = 'Failed to submit the form.';

const emptyValues = (propertyId: number, ownerId: number): EnquiryValues => ({
  ...EMPTY,
  p_id: propertyId,
  userId: ownerId,
});

/**
 * "I'm Interested": the contract's enquiry rules; once sent, a thank-you panel takes the form's
 * place (and focus), and "Send another enquiry" brings back an empty form.
 */
export function EnquiryForm({ propertyId, ownerId }: EnquiryFormProps): ReactElement {
  const cities = useCities();
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const form = useAppForm<EnquiryValues, EnquiryInput>({
    resolver: zodResolver(enquirySchema),
    defaultValues: emptyValues(propertyId, ownerId),
  });
  const {
    field,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(form, {
    send: sendEnquiry,
    emptyValues: () => emptyValues(propertyId, ownerId),
    onSent: (response) => setSent(response.message),
    onFailed: () => setFailed(true),
    failureMessage: FAILURE,
  });

  if (sent !== null) {
    return (
      <section aria-labelledby="enquiry-heading">
        <h2 id="enquiry-heading">I&apos;m Interested</h2>
        <EnquiryThanks message={sent} onSendAnother={() => setSent(null)} />
      </section>
    );
  }

  return (
    <section aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading">I&apos;m Interested</h2>
      {failed && <FormNotice tone="error">{FAILURE}</FormNotice>}
      <form
        noValidate
        aria-labelledby="enquiry-heading"
        onSubmit={(event) => {
          setFailed(false);
          void submit(event);
        }}
      >
        <Grid>
          {personFields(form, {
            labels: {
              occupation: 'Occupation',
              name: 'Name',
              mobile: 'Mobile',
              email: 'Email',
              cities: 'City',
            },
            occupations: ENQUIRY_OCCUPATIONS.map((option) => ({ ...option })),
            cities: cities.map((city) => ({ value: city.name, label: city.name })),
          })}
          <SelectField
            label="Suitable time to call"
            placeholder="Select a suitable time"
            options={CALL_TIMES.map((option) => ({ ...option }))}
            required
            error={errors.time?.message}
            {...field('time')}
          />
        </Grid>
        <TextAreaField
          label="Remark"
          rows={3}
          error={errors.remark?.message}
          {...field('remark')}
        />
        <ConsentFields
          about="this enquiry"
          consent={field('consent')}
          consentError={errors.consent?.message}
          marketing={field('marketingConsent')}
        />
        <Button type="submit" isLoading={isSubmitting}>
          Submit
        </Button>
      </form>
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
