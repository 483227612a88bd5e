import styled from 'styled-components';
import {
  CHANGE_ACTION_LABELS,
  CHANGE_ENTITY_LABELS,
  type ChangeRecord,
  type ChangeValue,
} from 'shared-api/contract';

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    overflow-wrap: anywhere;
  }
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** When a change was made, in the broker's time zone (stored as UTC). */
export function formatChangeTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const shown = (value: ChangeValue): string =>
  value === null || value === '' ? '(empty)' : String(value);

/** Which record a change was made to: its kind, its name then, a lookup's list. */
function describeRecord(change: ChangeRecord): string {
  const list = change.list ? ` (${change.list.replace(/_/g, ' ')})` : '';
  return `${CHANGE_ENTITY_LABELS[change.entity].toLowerCase()} ${change.label}${list}`;
}

/** More values than this, of a whole record created or deleted, fold behind a summary. */
const FOLDED_AFTER = 3;

/** Each field's old value struck through, then the new one (a create has no old, a delete no new). */
function FieldChanges({ change }: { change: ChangeRecord }) {
  const list = (
    <ul>
      {change.fields.map((field) => (
        <li key={field.field}>
          {field.field}: {change.action === 'create' ? null : <del>{shown(field.from)}</del>}
          {change.action === 'create' || change.action === 'delete' ? null : ' → '}
          {change.action === 'delete' ? null : <ins>{shown(field.to)}</ins>}
        </li>
      ))}
    </ul>
  );
  const isWholeRecord = change.action === 'create' || change.action === 'delete';
  if (!isWholeRecord || change.fields.length <= FOLDED_AFTER) return list;
  // A created listing has some forty values: on a phone they would bury the changes that matter.
  return (
    <details>
      <summary>Its {change.fields.length} values</summary>
      {list}
    </details>
  );
}

export interface ChangeListProps {
  changes: readonly ChangeRecord[];
  /** Also say which record each change was made to (the Activity screen lists every kind). */
  showsRecord?: boolean;
  /** Labels the list for assistive technology. */
  labelledBy?: string;
}

/**
 * Recorded changes, newest first: who, when, and each field's old value struck through before
 * its new one (decision 098). The History panel and the Activity screen both show them so.
 */
export function ChangeList({ changes, showsRecord = false, labelledBy }: ChangeListProps) {
  return (
    <Entries aria-labelledby={labelledBy}>
      {changes.map((change) => (
        <li key={change.id}>
          <p>
            <strong>{CHANGE_ACTION_LABELS[change.action]}</strong>
            {showsRecord ? ` ${describeRecord(change)}` : ''} by{' '}
            {change.userName ?? 'a visitor or the system'} on{' '}
            <time dateTime={change.changedAt}>{formatChangeTime(change.changedAt)}</time>
          </p>
          <FieldChanges change={change} />
        </li>
      ))}
    </Entries>
  );
}
