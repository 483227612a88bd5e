import { lazy, Suspense, type ReactElement } from 'react';
import styled from 'styled-components';
import type { PropertyDetail } from 'shared-api/contract';
import { Card, media, Spinner } from 'shared-ui';
import { EmiCalculator } from '../../../components/emi-calculator';
import { MapFrame } from '../../../components/map-frame';
import { MISSING } from '../../../utils/display';
import { getGalleryImages } from '../utils/media';
import { AmenitiesAndSanctions } from './amenities-and-sanctions';
import { HomeLoanBanner } from './home-loan-banner';
import { ImageCarousel } from './image-carousel';
import { PropertyFacts } from './property-facts';
import { PropertySummary } from './property-summary';
import { ShareLinks } from './share-links';
import { VideoPlayer } from './video-player';

// The form brings its validation (react-hook-form and zod, 36 KB gzip): the details render first
// and the form arrives beside them, instead of every byte of it delaying the whole page.
const EnquiryForm = lazy(() =>
  import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })),
);

/** Spec section 9: the map frame is 500 px high. */
const MAP_HEIGHT = 500;

export interface PropertyViewProps {
  property: PropertyDetail;
}

/** Everything the public detail page shows about one property. */
export function PropertyView({ property }: PropertyViewProps): ReactElement {
  return (
    <Stack>
      <Card>
        <PropertySummary property={property} />
      </Card>
      <MediaRow>
        <section aria-labelledby="details-photos">
          <h2 id="details-photos">Photos</h2>
          <ImageCarousel images={getGalleryImages(property)} name={property.project_name} />
        </section>
        <section aria-labelledby="details-video">
          <h2 id="details-video">Video</h2>
          <VideoPlayer path={property.video} name={property.project_name} />
        </section>
      </MediaRow>
      <PropertyFacts property={property} />
      <AmenitiesAndSanctions property={property} />
      <Card>
        <Suspense fallback={<Spinner label="Loading the enquiry form" isBlock />}>
          <EnquiryForm propertyId={property.id} ownerId={property.created_by} />
        </Suspense>
      </Card>
      <ShareLinks prpId={property.prp_id} projectName={property.project_name} />
      <section aria-labelledby="details-map">
        <h2 id="details-map">Location</h2>
        {property.map ? (
          <MapFrame
            url={property.map}
            title={`Map: ${property.project_name}`}
            height={MAP_HEIGHT}
          />
        ) : (
          <p>{MISSING}</p>
        )}
      </section>
      <HomeLoanBanner />
      <EmiCalculator initialAmount={property.price} />
    </Stack>
  );
}

// minmax(0, 1fr): a grid item's minimum is its content's by default, and the bank-logo marquee's
// track is as wide as all its logos; without it, the page grew to ~3,000 px and scrolled sideways.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[8]}`};
  h2 {
    margin-top: 0;
  }
`;

const MediaRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
