import { Button, FormNotice } from 'shared-ui';
import styled from 'styled-components';
import type { PropertyDraft } from '../hooks/use-property-draft';

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: ${({ theme }) => theme.space[3]};
`;

const SAVED_AT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The draft question of docs/decisions/096, above the form while a kept draft waits. */
export function DraftOffer({ draft }: { draft: PropertyDraft }) {
  if (!draft.offer) return null;
  return (
    <FormNotice tone="info">
      Restore your unsaved changes from {SAVED_AT.format(new Date(draft.offer.savedAt))}?
      <Actions>
        <Button onClick={draft.restore}>Restore</Button>
        <Button variant="secondary" onClick={draft.discard}>
          Discard
        </Button>
      </Actions>
    </FormNotice>
  );
}
