import { useEffect, useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';

export interface EnquiryThanksProps {
  /** The server's answer ("Thank you for your interest! ..."). */
  message: string;
  /** Shows an empty form again, for an enquiry about something else. */
  onSendAnother: () => void;
}

/**
 * What replaces the enquiry form once it is sent (decision 094). It takes focus, so a phone scrolls
 * to it and a screen reader reads it: a form that merely cleared far below the answer made
 * visitors send the same enquiry again.
 */
export function EnquiryThanks({ message, onSendAnother }: EnquiryThanksProps): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Panel role="status" aria-labelledby="enquiry-thanks-heading">
      <h3 id="enquiry-thanks-heading" ref={heading} tabIndex={-1}>
        Enquiry sent
      </h3>
      <p>{message}</p>
      <Button type="button" variant="secondary" size="sm" onClick={onSendAnother}>
        Send another enquiry
      </Button>
    </Panel>
  );
}

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  scroll-margin-top: ${({ theme }) => theme.space[6]};
`;
