import type { ReactElement } from 'react';
import { Container, Link, Spinner, usePageTitle, useParams } from 'shared-ui';
import { PageHero } from '../../../components/page-hero';
import { usePropertyDetails } from '../hooks/use-property-details';
import { PropertyView } from './property-view';

/** The page's heading and breadcrumb, and its title until the property has come. */
export const DETAILS_TITLE = 'Property Details';

/** /details/:property_id, the public page of one property. */
export function PropertyDetailsPage(): ReactElement {
  const { property_id: propertyId } = useParams();
  const state = usePropertyDetails(propertyId);
  usePageTitle(state.status === 'ready' ? state.property.project_name : DETAILS_TITLE);

  return (
    <>
      <PageHero title={DETAILS_TITLE} crumb={DETAILS_TITLE} />
      <Container>
        {state.status === 'loading' && <Spinner label="Loading property details" isBlock />}
        {state.status === 'not-found' && (
          <section>
            <h2>Property not found</h2>
            <p>
              This property may have been sold or removed. <Link to="/">See other properties</Link>
            </p>
          </section>
        )}
        {state.status === 'ready' && <PropertyView property={state.property} />}
      </Container>
    </>
  );
}
