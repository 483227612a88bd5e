import styled from 'styled-components';

/** Centred page-width container with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
`;

/** A raised surface for grouping content. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space[5]};
`;

/** A page's main heading (an h1 unless `as` says otherwise). */
export const PageHeading = styled.h1`
  margin: ${({ theme }) => `${theme.space[5]} 0 ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.secondary};
`;

/** Vertical (default) or horizontal stack with a gap from the spacing scale. */
export const Stack = styled.div<{ $gap?: number; $direction?: 'row' | 'column'; $wrap?: boolean }>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  flex-wrap: ${({ $wrap = false }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap] ?? theme.space[4]};
`;
