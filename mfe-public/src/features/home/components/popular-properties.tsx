import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button, Container, SelectField, Spinner } from 'shared-ui';
import { useSearchParams } from 'react-router-dom';
import { useFilterOptions } from '../hooks/use-filter-options';
import { usePropertySearch } from '../hooks/use-property-search';
import { HOME_SORT_OPTIONS, readFilters, toSearchParams, type HomeFilters } from '../utils/filters';
import { PropertyFilters } from './property-filters';
import { PropertyGrid } from './property-grid';

/**
 * The home page's searchable list of popular properties. Its own component, so the server's
 * answers re-render the search and the cards, never the hero above them.
 */
export function PopularProperties(): ReactElement {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const options = useFilterOptions();
  const search = usePropertySearch(filters);

  const apply = (next: HomeFilters) => setSearchParams(toSearchParams(next));

  return (
    <Section aria-labelledby="popular-properties">
      <Container>
        <Heading id="popular-properties">Popular Properties</Heading>
        <PropertyFilters
          key={searchParams.toString()}
          filters={filters}
          onApply={apply}
          {...options}
        />
        <Toolbar>
          <p aria-live="polite">
            {!search.isLoading && !search.hasFailed && `${search.total} properties found`}
          </p>
          <SelectField
            label="Sort by"
            name="sort"
            options={HOME_SORT_OPTIONS.map((option) => ({ ...option }))}
            value={filters.sort || 'newest'}
            onChange={(event) => apply({ ...filters, sort: event.target.value })}
          />
        </Toolbar>
        {search.isLoading ? (
          <Spinner label="Loading properties" />
        ) : (
          <>
            <PropertyGrid properties={search.items} />
            {search.items.length === 0 && !search.hasFailed && <Empty>No properties found</Empty>}
            {search.hasMore && (
              <More>
                <Button
                  type="button"
                  variant="secondary"
                  isLoading={search.isLoadingMore}
                  onClick={search.loadMore}
                >
                  Load more
                </Button>
              </More>
            )}
          </>
        )}
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space[7]} 0`};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;
