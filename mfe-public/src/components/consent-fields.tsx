import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useSiteConfig } from 'shared-api';
import { CheckboxField, type CheckboxFieldProps } from 'shared-ui';

type BoxProps = Omit<CheckboxFieldProps, 'label' | 'error' | 'hint'>;

export interface ConsentFieldsProps {
  /** What the visitor agrees to be contacted about, e.g. 'this enquiry'. */
  about: string;
  /** The required box's props (`field('consent')`); it starts unticked. */
  consent: BoxProps;
  consentError?: string;
  /** The optional box's props (`field('marketingConsent')`); it starts unticked. */
  marketing: BoxProps;
}

/**
 * The notice and the consents asked where personal data is collected (decision 087): who
 * collects it, why, for how long and how to withdraw, from the site configuration; a required
 * box for the contact asked for and a separate, optional one for other properties. Neither is
 * ticked for the visitor.
 */
export function ConsentFields({
  about,
  consent,
  consentError,
  marketing,
}: ConsentFieldsProps): ReactElement {
  const { brokerName, privacy } = useSiteConfig();
  return (
    <Fieldset>
      <legend>Your consent</legend>
      <Notice>
        {brokerName} collects these details to contact you about properties. We keep them for{' '}
        {privacy.retentionMonths} months. To withdraw your consent, see what we hold about you or
        have it erased, write to{' '}
        <a href={`mailto:${privacy.contactEmail}`}>{privacy.contactEmail}</a>.
      </Notice>
      <CheckboxField
        label={`I agree to be contacted about ${about}`}
        required
        error={consentError}
        {...consent}
      />
      <CheckboxField
        label="Send me messages about other properties too (optional)"
        {...marketing}
      />
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;

  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
