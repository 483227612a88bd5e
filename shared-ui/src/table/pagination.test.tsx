import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../testing/render';
import { Pagination } from './pagination';
import { getPageCount, getPageItems, getSerialNumber } from './pagination-math';

describe('pagination arithmetic', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 5, 5],
    [26, 5, 6],
  ])('%i items at %i per page make %i pages', (total, size, pages) => {
    expect(getPageCount(total, size)).toBe(pages);
  });

  it('continues serial numbers across pages', () => {
    expect(getSerialNumber(1, 10, 0)).toBe(1);
    expect(getSerialNumber(3, 10, 4)).toBe(25);
    expect(getSerialNumber(2, 5, 0)).toBe(6);
  });

  it('shows every page when few, else first, last and a window with gaps', () => {
    expect(getPageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('disables Previous on the first page and marks the current page', () => {
    renderWithUi(<Pagination page={1} pageCount={3} onPageChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '2' })).not.toHaveAttribute('aria-current');
  });

  it('disables Next on the last page', () => {
    renderWithUi(<Pagination page={3} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('asks for the clicked, previous and next pages', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithUi(
      <Pagination page={2} pageCount={4} onPageChange={onPageChange} />,
    );
    await user.click(screen.getByRole('button', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('renders nothing for a single page', () => {
    renderWithUi(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
