import { useLayoutEffect, type ReactElement } from 'react';
import { Container, PAGE_NOT_FOUND_TITLE, PageNotFound, Spinner, usePageTitle } from 'shared-ui';
import { useParams } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero';
import { usePropertyDetails } from '../hooks/use-property-details';
import { PropertyView } from './property-view';

/** The page's heading and breadcrumb, and its title until the property has come. */
export const DETAILS_TITLE = 'Property Details';

/** /details/:property_id, the public page of one property. */
export function PropertyDetailsPage(): ReactElement {
  const { property_id: propertyId } = useParams();
  const state = usePropertyDetails(propertyId);
  // A property opens at its top (its name and photos), not at the list's scroll position that
  // the route change kept ("View Details" from far down the list, decision 094).
  useLayoutEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [propertyId]);
  usePageTitle(
    state.status === 'ready'
      ? state.property.project_name
      : state.status === 'not-found'
        ? PAGE_NOT_FOUND_TITLE
        : DETAILS_TITLE,
  );

  // An unknown, deleted or malformed id: the site's 'Page not found' (HTTP 404 from the server).
  if (state.status === 'not-found') return <PageNotFound />;
  return (
    <>
      <PageHero title={DETAILS_TITLE} crumb={DETAILS_TITLE} />
      <Container>
        {state.status === 'loading' && <Spinner label="Loading property details" isBlock />}
        {state.status === 'ready' && <PropertyView property={state.property} />}
      </Container>
    </>
  );
}
