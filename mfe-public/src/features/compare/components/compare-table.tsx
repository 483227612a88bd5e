import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import type { PropertyDetail } from 'shared-api/contract';
import { media, VisuallyHidden } from 'shared-ui';
import { Link } from 'react-router-dom';
import { comparePath } from '../../../utils/compare-ids';
import { COMPARE_ROWS } from '../utils/compare-rows';
import { getDetailsPath } from 'shared-api/contract';

export interface CompareTableProps {
  properties: readonly PropertyDetail[];
}

/**
 * The properties side by side: a column each, headed by the project's name (a link to its page)
 * and a link that removes it from the comparison (a link, not a button: it is the comparison's
 * address without it, and works without JavaScript). On a phone the table scrolls inside its
 * own box, which says so, and the row headers stay in view; the page never scrolls sideways.
 */
export function CompareTable({ properties }: CompareTableProps): ReactElement {
  const captionId = useId();
  const hintId = useId();
  return (
    <>
      <Hint id={hintId}>Swipe sideways to see every property.</Hint>
      {/* Focusable so a keyboard can scroll it (WCAG 2.1.1); named by the table's caption. */}
      <Scroller role="region" aria-labelledby={captionId} aria-describedby={hintId} tabIndex={0}>
        <Table>
          <caption id={captionId}>{`Comparison of ${properties.length} properties`}</caption>
          <thead>
            <tr>
              <td />
              {properties.map((property) => (
                <th key={property.id} scope="col">
                  <Link to={getDetailsPath(property.id)}>{property.project_name}</Link>
                  <Remove
                    to={comparePath(
                      properties.filter((other) => other !== property).map((other) => other.id),
                    )}
                  >
                    Remove
                    <VisuallyHidden> {property.project_name} from the comparison</VisuallyHidden>
                  </Remove>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {properties.map((property) => (
                  <td key={property.id}>{row.value(property)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </>
  );
}

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.up('lg')} {
    display: none;
  }
`;

// Positioned: the screen-reader text of a column scrolled out of view (positioned absolutely)
// would otherwise be placed against the page, and widen it.
const Scroller = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  caption {
    padding: ${({ theme }) => theme.space[3]};
    font-weight: 700;
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    min-width: 10rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  tbody th {
    position: sticky;
    left: 0;
    width: 9rem;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Remove = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;
