import type { ReactElement } from 'react';
import styled from 'styled-components';
import {
  formatBhk,
  formatPriceInWords,
  POSSESSION_PREFERENCES,
  REQUIREMENT_PURPOSES,
  type BuyerRequirement,
} from 'shared-api/contract';
import { Link } from 'react-router-dom';
import { displayValue } from '../../../utils/display';
import { getDetailsPath } from 'shared-api/contract';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const listOr = (names: readonly string[], none: string) =>
  names.length > 0 ? names.join(', ') : none;

/** One requirement in the buyer's words, then the listings it matches (best first). */
export function RequirementSummary({
  requirement,
}: {
  requirement: BuyerRequirement;
}): ReactElement {
  const headingId = `requirement-${requirement.id}`;
  const rows: [string, string][] = [
    ['Looking to', labelOf(REQUIREMENT_PURPOSES, requirement.purpose)],
    [
      'Property types',
      listOr(
        requirement.property_types.map((type) => type.name),
        'Any',
      ),
    ],
    ['BHK', listOr(requirement.bedrooms.map(formatBhk), 'Any')],
    [
      'Budget',
      `${formatPriceInWords(requirement.budget_from)} to ${formatPriceInWords(requirement.budget_to)}`,
    ],
    [
      'Localities',
      listOr(
        requirement.cities.map((city) => city.name),
        'Any',
      ),
    ],
    ['Possession', labelOf(POSSESSION_PREFERENCES, requirement.possession)],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Your requirement</h2>
      <Facts>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      <h3>Matching listings ({requirement.matchCount})</h3>
      {requirement.matches.length === 0 ? (
        <p>No listing matches yet. We will tell you when one does, if your alerts are on.</p>
      ) : (
        <Matches aria-label="Matching listings">
          {requirement.matches.map((match) => (
            <li key={match.id}>
              <Link to={getDetailsPath(match.id)}>{match.project_name}</Link>
              <span>
                {' '}
                · {formatPriceInWords(match.price)} · {displayValue(match.city_name)}
              </span>
            </li>
          ))}
        </Matches>
      )}
    </section>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const Matches = styled.ul`
  padding-left: ${({ theme }) => theme.space[4]};

  li {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;
