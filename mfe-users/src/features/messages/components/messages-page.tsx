import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { messagePageQuery } from 'shared-api';
import { MESSAGE_STATUSES, type MessageRow, type MessageStatus } from 'shared-api/contract';
import { Container, PageHeading, SelectField, usePageTitle } from 'shared-ui';
import { DataTable, formatChangeTime, getPageCount, PagedList } from 'shared-ui/admin';
import type { DataTableColumn } from 'shared-ui/admin';
import {
  CHANNEL_LABELS,
  KIND_LABELS,
  MESSAGE_PAGE_SIZE,
  STATUS_LABELS,
} from '../utils/message-format';
import { RetryMessageButton } from './retry-message-button';

const STATUS_OPTIONS = MESSAGE_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

const isStatus = (value: string | null): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly (string | null)[]).includes(value);

const time = (iso: string | null) =>
  iso ? <time dateTime={iso}>{formatChangeTime(iso)}</time> : '';

const COLUMNS: DataTableColumn<MessageRow>[] = [
  { key: 'created', header: 'Created', cell: (row) => time(row.createdAt), cardOrder: 1 },
  { key: 'kind', header: 'Kind', cell: (row) => KIND_LABELS[row.kind], card: 'title' },
  { key: 'channel', header: 'Channel', cell: (row) => CHANNEL_LABELS[row.channel] },
  // Emptied when its person was erased: the row stays, without whom it was for.
  { key: 'recipient', header: 'Recipient', cell: (row) => row.recipient || '(erased)' },
  { key: 'status', header: 'Status', cell: (row) => STATUS_LABELS[row.status], cardOrder: 2 },
  { key: 'attempts', header: 'Attempts', cell: (row) => String(row.attempts) },
  { key: 'error', header: 'Last error', cell: (row) => row.lastError ?? '' },
  {
    key: 'next',
    header: 'Next attempt',
    cell: (row) =>
      row.status === 'pending' || row.status === 'sending' ? time(row.nextAttemptAt) : '',
  },
  { key: 'sent', header: 'Sent', cell: (row) => time(row.sentAt) },
  {
    key: 'actions',
    header: 'Actions',
    card: 'actions',
    cell: (row) => (row.status === 'failed' ? <RetryMessageButton message={row} /> : ''),
  },
];

/**
 * The administrator's Messages screen (decision 092): every message of the outbox, newest first,
 * filtered by status and paged on the server; a failed one can be retried at once.
 */
export function MessagesPage() {
  usePageTitle('Messages');
  const [searchParams, setSearchParams] = useSearchParams();
  const rawStatus = searchParams.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const { data, error, isFetching } = useQuery({
    ...messagePageQuery({
      ...(status ? { status } : {}),
      limit: MESSAGE_PAGE_SIZE,
      offset: (page - 1) * MESSAGE_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  const setParam = (name: 'status' | 'page', value: string | undefined) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (name === 'status') params.delete('page');
      if (value) params.set(name, value);
      else params.delete(name);
      return params;
    });

  const total = data?.total ?? 0;
  return (
    <Container>
      <PageHeading>Messages</PageHeading>
      <SelectField
        label="Status"
        placeholder="Every status"
        options={STATUS_OPTIONS}
        value={status ?? ''}
        onChange={(event) => setParam('status', event.target.value || undefined)}
      />
      <PagedList
        isLoaded={data !== undefined}
        isFetching={isFetching}
        loadingLabel="Loading the messages"
        error={error ? 'Failed to load the messages' : undefined}
        summary={total === 1 ? '1 message' : `${total} messages`}
        paging={{
          page,
          pageCount: getPageCount(total, MESSAGE_PAGE_SIZE),
          onPageChange: (next) => setParam('page', next > 1 ? String(next) : undefined),
          label: 'Message pages',
        }}
      >
        <DataTable
          caption="Messages, newest first"
          isCaptionHidden
          columns={COLUMNS}
          rows={data?.items ?? []}
          cardBelow="lg"
          emptyText={
            status ? `No ${STATUS_LABELS[status].toLowerCase()} messages` : 'No messages yet'
          }
        />
      </PagedList>
    </Container>
  );
}
