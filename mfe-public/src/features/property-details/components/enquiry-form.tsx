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
import { Button, FormNotice, SelectField, TextAreaField, TextField, media } from 'shared-ui';
import { useAppForm } from 'shared-ui/forms';
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

/**
 * "I'm Interested": the contract's enquiry rules; once sent, a thank-you panel takes the form's
 * place (and focus), and "Send another enquiry" brings back an empty form.
 */
export function EnquiryForm({ propertyId, ownerId }: EnquiryFormProps): ReactElement {
  const cities = useCities();
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm<EnquiryValues, EnquiryInput>({
    resolver: zodResolver(enquirySchema),
    defaultValues: { ...EMPTY, p_id: propertyId, userId: ownerId },
  });

  const submit = async (values: EnquiryInput) => {
    setFailed(false);
    try {
      const response = await sendEnquiry(values);
      reset({ ...EMPTY, p_id: propertyId, userId: ownerId });
      setSent(response.message);
    } catch (error) {
      console.error('The enquiry was not sent', error);
      setFailed(true);
    }
  };

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
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <Grid>
          <SelectField
            label="Occupation"
            placeholder="Select occupation"
            options={ENQUIRY_OCCUPATIONS.map((option) => ({ ...option }))}
            required
            error={errors.occupation?.message}
            {...field('occupation')}
          />
          <TextField
            label="Name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...field('name')}
          />
          <TextField
            label="Mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            error={errors.mobile?.message}
            {...field('mobile')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...field('email')}
          />
          <SelectField
            label="City"
            placeholder="Select a city"
            options={cities.map((city) => ({ value: city.name, label: city.name }))}
            required
            error={errors.cities?.message}
            {...field('cities')}
          />
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
