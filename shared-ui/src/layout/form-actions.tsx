import styled from 'styled-components';
import { media } from '../theme/theme';

/**
 * A form's submit row. On a phone it stays at the bottom of the screen while a long form
 * scrolls, so Submit is always one tap away, and its buttons share the row's width.
 */
export const FormActions = styled.div<{ $align?: 'start' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align = 'start' }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};

  ${media.down('md')} {
    position: sticky;
    bottom: 0;
    z-index: 1;
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    box-shadow: 0 -6px 12px -8px rgba(31, 35, 40, 0.25);

    > button {
      flex: 1 1 8rem;
    }
  }
`;
