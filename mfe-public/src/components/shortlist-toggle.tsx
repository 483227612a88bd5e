import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { SHORTLIST_MAX, useShortlist, type ShortlistChange } from 'shared-api';
import { visuallyHidden } from 'shared-ui';

export interface ShortlistToggleProps {
  propertyId: number;
  /** The project's name, which the button's name and its announcement carry. */
  name: string;
}

function changeMessage(change: ShortlistChange, name: string): string {
  switch (change) {
    case 'added':
      return `Added ${name} to your shortlist`;
    case 'removed':
      return `Removed ${name} from your shortlist`;
    case 'full':
      return `Your shortlist is full (${SHORTLIST_MAX} properties): remove one to add another`;
  }
}

/**
 * Shortlists a property or takes it off (decision 090): a toggle button, named 'Shortlist <name>'
 * whatever its state (aria-pressed says the state), and a polite status that says what a press
 * did. The status is on the page from the start, as live regions must be to be heard; a full
 * list's message shows on screen too.
 */
export function ShortlistToggle({ propertyId, name }: ShortlistToggleProps): ReactElement {
  const shortlist = useShortlist();
  const [change, setChange] = useState<ShortlistChange | null>(null);
  const isShortlisted = shortlist.has(propertyId);

  return (
    <Wrap>
      <Toggle
        type="button"
        aria-pressed={isShortlisted}
        aria-label={`Shortlist ${name}`}
        onClick={() => setChange(shortlist.toggle(propertyId))}
      >
        <span aria-hidden="true">{isShortlisted ? '♥' : '♡'}</span> Shortlist
      </Toggle>
      <Status role="status" $isShown={change === 'full'}>
        {change && changeMessage(change, name)}
      </Status>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;
  cursor: pointer;
  span[aria-hidden] {
    font-size: 1.25em;
    line-height: 1;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

const Status = styled.p<{ $isShown: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $isShown }) => ($isShown ? '' : visuallyHidden)}
`;
