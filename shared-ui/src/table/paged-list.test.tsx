import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUi } from '../testing/render';
import { PagedList, type PagedListProps } from './paged-list';

const ROWS = ['Asha', 'Ravi', 'Meera', 'Kiran', 'Leela'];

/** A list of two rows a page, paged by the screen as the staff's screens page theirs. */
function Names(props: Partial<PagedListProps>) {
  const [page, setPage] = useState(1);
  const rows = ROWS.slice((page - 1) * 2, page * 2);
  return (
    <PagedList
      isLoaded
      loadingLabel="Loading names"
      summary={`${ROWS.length} names`}
      paging={{ page, pageCount: 3, onPageChange: setPage, label: 'Name pages' }}
      {...props}
    >
      <ul aria-label="Names">
        {rows.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </PagedList>
  );
}

describe('PagedList', () => {
  it('shows only the spinner until the first page comes', () => {
    renderWithUi(<Names isLoaded={false} />);
    expect(screen.getByRole('status', { name: 'Loading names' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Names' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Name pages' })).not.toBeInTheDocument();
  });

  it('shows the failure notice and no spinner when loading failed', () => {
    renderWithUi(<Names isLoaded={false} error="Failed to load names" />);
    expect(screen.getByText('Failed to load names')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading names' })).not.toBeInTheDocument();
  });

  it('shows the count, the rows and the pages, and turns to the page asked for', async () => {
    const { user } = renderWithUi(<Names />);
    expect(screen.getByRole('status')).toHaveTextContent('5 names');
    expect(screen.getByText('Asha')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Name pages' });
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByText('Leela')).toBeInTheDocument();
    expect(screen.queryByText('Asha')).not.toBeInTheDocument();
    expect(pages).toContainElement(screen.getByRole('button', { name: '3', current: 'page' }));
  });

  it('has no pages where the whole list shows at once', () => {
    renderWithUi(<Names paging={undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
