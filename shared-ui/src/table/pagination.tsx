import styled from 'styled-components';
import { media } from '../theme/theme';
import { getPageItems } from './pagination-math';

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.secondary};
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.secondary};
    color: #ffffff;
    font-weight: 700;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  /* Thumb-sized on a phone. */
  ${media.down('md')} {
    min-width: 2.75rem;
    min-height: 2.75rem;
  }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
`;

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation's accessible name (default 'Pagination'). */
  label?: string;
}

/** Previous, numbered pages and Next; renders nothing when there is a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };
  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
            Previous
          </PageButton>
        </li>
        {getPageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" disabled={page >= pageCount} onClick={() => go(page + 1)}>
            Next
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
