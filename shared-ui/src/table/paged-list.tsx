import type { ReactNode } from 'react';
import { FormNotice, Spinner } from 'shared-ui';
import { Pagination, type PaginationProps } from './pagination';

export interface PagedListProps {
  /** The first page came: until then (and unless it failed) a spinner stands in for the list. */
  isLoaded: boolean;
  /** A later page or a reload is on its way: the shown one is marked busy. */
  isFetching?: boolean;
  /** The spinner's accessible name, e.g. 'Loading properties'. */
  loadingLabel: string;
  /** The notice shown when loading failed, e.g. 'Failed to load properties'. */
  error?: string;
  /** The count line, announced as it changes ('12 properties'). */
  summary?: ReactNode;
  /** The pages below the list; absent where the whole list shows at once. */
  paging?: PaginationProps;
  /** A small spinner in the flow instead of a centred block (a panel's list). */
  isSpinnerInline?: boolean;
  /** The table or list of the page's rows. */
  children: ReactNode;
}

/**
 * A list screen's frame, the same on every staff screen: the failure notice, the spinner until the
 * first page comes, then the count, the rows and the pagination (paging stays the caller's: on
 * the server, or of a list already loaded).
 */
export function PagedList({
  isLoaded,
  isFetching = false,
  loadingLabel,
  error,
  summary,
  paging,
  isSpinnerInline = false,
  children,
}: PagedListProps) {
  return (
    <>
      {error ? <FormNotice tone="error">{error}</FormNotice> : null}
      {!isLoaded && !error ? <Spinner label={loadingLabel} isBlock={!isSpinnerInline} /> : null}
      {isLoaded ? (
        <div aria-busy={isFetching}>
          {summary === undefined ? null : <p role="status">{summary}</p>}
          {children}
          {paging ? <Pagination {...paging} /> : null}
        </div>
      ) : null}
    </>
  );
}
