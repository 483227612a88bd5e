import type { ReactElement } from 'react';
import styled from 'styled-components';
import { PRICE_REDUCED_LABEL } from 'shared-api/contract';
import { formatPrice, VisuallyHidden } from 'shared-ui';

/**
 * "Price reduced" and the old price struck through (decision 098), where the API says the price fell
 * in the last 30 days (`previousPrice`); nothing otherwise. Read on the server like the rest of
 * the page, so it is in the HTML.
 */
export function PriceReduced({
  previousPrice,
}: {
  previousPrice?: number | null;
}): ReactElement | null {
  if (previousPrice === undefined || previousPrice === null) return null;
  return (
    <Reduced>
      <Tag>{PRICE_REDUCED_LABEL}</Tag>{' '}
      <del>
        <VisuallyHidden>was </VisuallyHidden>
        {formatPrice(previousPrice)}
      </del>
    </Reduced>
  );
}

const Reduced = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  del {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

const Tag = styled.strong`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
