import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { propertyPageQuery, useShortlist } from 'shared-api';
import type { PropertyListItem } from 'shared-api/contract';
import {
  Button,
  Container,
  FormNotice,
  media,
  NoScriptNotice,
  Spinner,
  useHasHydrated,
  usePageTitle,
} from 'shared-ui';
import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero';
import { COMPARE_MAX, COMPARE_MIN, comparePath } from '../../../utils/compare-ids';
import { ShortlistCard } from './shortlist-card';

export const SHORTLIST_TITLE = 'Your Shortlist';

function EmptyShortlist(): ReactElement {
  return (
    <div>
      <p>Your shortlist is empty.</p>
      <p>
        Press Shortlist on a property to keep it here and compare it with others.{' '}
        <Link to="/">Find properties on the home page</Link>.
      </p>
    </div>
  );
}

type ShortlistState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; found: PropertyListItem[]; missing: number[] };

/**
 * The shortlisted properties in one read of the list (its `ids` filter), in the shortlist's order;
 * `missing` are the ids that no longer name a listing. While a changed shortlist is read again,
 * the last answer stays on screen (a removed card goes at once, nothing flashes a spinner) and
 * nothing is called missing yet.
 */
function useShortlisted(ids: readonly number[]): ShortlistState {
  const query = useQuery({
    ...propertyPageQuery({ ids: [...ids], limit: ids.length }),
    placeholderData: keepPreviousData,
  });
  if (query.isError) return { status: 'failed' };
  if (!query.data) return { status: 'loading' };
  const byId = new Map(query.data.items.map((item) => [item.id, item]));
  return {
    status: 'ready',
    found: ids.flatMap((id) => byId.get(id) ?? []),
    missing: query.isPlaceholderData ? [] : ids.filter((id) => !byId.has(id)),
  };
}

function ShortlistedProperties({ ids }: { ids: readonly number[] }): ReactElement {
  const { remove } = useShortlist();
  const state = useShortlisted(ids);
  // Until the visitor chooses, the first (newest) ones a comparison can hold.
  const [chosen, setChosen] = useState<readonly number[] | null>(null);
  const compared = (chosen ?? ids.slice(0, COMPARE_MAX)).filter((id) => ids.includes(id));
  const canCompare = compared.length >= COMPARE_MIN && compared.length <= COMPARE_MAX;

  if (state.status === 'loading') return <Spinner label="Loading your shortlist" isBlock />;
  if (state.status === 'failed') {
    return (
      <FormNotice tone="error">
        Your shortlist could not be loaded. Please try again in a moment.
      </FormNotice>
    );
  }
  const choose = (id: number, isChosen: boolean) =>
    setChosen(isChosen ? [...compared, id] : compared.filter((other) => other !== id));

  return (
    <>
      {state.missing.length > 0 && (
        <FormNotice tone="info">
          {state.missing.length === 1
            ? 'One shortlisted property is no longer listed.'
            : `${state.missing.length} shortlisted properties are no longer listed.`}{' '}
          <Button variant="link" onClick={() => state.missing.forEach((id) => remove(id))}>
            Take {state.missing.length === 1 ? 'it' : 'them'} off the shortlist
          </Button>
        </FormNotice>
      )}
      <CompareBar>
        {canCompare ? (
          <CompareLink to={comparePath(compared)}>Compare {compared.length} properties</CompareLink>
        ) : (
          <p role="status">
            Choose {COMPARE_MIN} to {COMPARE_MAX} properties to compare ({compared.length} chosen).
          </p>
        )}
      </CompareBar>
      <Grid>
        {state.found.map((property) => (
          <li key={property.id}>
            <ShortlistCard
              property={property}
              isChosen={compared.includes(property.id)}
              onChoose={(isChosen) => choose(property.id, isChosen)}
              onRemove={() => remove(property.id)}
            />
          </li>
        ))}
      </Grid>
    </>
  );
}

/**
 * /shortlist: the properties this browser shortlisted (decision 090). The server cannot know
 * them: it renders the page's frame, and the list comes once the page has hydrated.
 */
export function ShortlistPage(): ReactElement {
  usePageTitle(SHORTLIST_TITLE);
  const { ids } = useShortlist();
  const hasHydrated = useHasHydrated();
  return (
    <>
      <PageHero title={SHORTLIST_TITLE} crumb="Shortlist" />
      <Page>
        <NoScriptNotice>
          Your shortlist is kept by this browser: it needs JavaScript.
        </NoScriptNotice>
        {!hasHydrated ? (
          <Spinner label="Loading your shortlist" isBlock />
        ) : ids.length === 0 ? (
          <EmptyShortlist />
        ) : (
          <ShortlistedProperties ids={ids} />
        )}
      </Page>
    </>
  );
}

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[8]};
`;

const CompareBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;

const CompareLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
