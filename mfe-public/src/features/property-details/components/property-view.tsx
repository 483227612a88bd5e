import { lazy, Suspense, useId, useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { useAssetUrl } from 'shared-api';
import { isMapShareLink, type PropertyDetail } from 'shared-api/contract';
import { Card, media, NoScriptNotice, Spinner } from 'shared-ui';
import { EmiCalculator } from '../../../components/emi-calculator';
import { MapFrame } from '../../../components/map-frame';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { MISSING } from '../../../utils/display';
import { getGalleryImages } from '../utils/media';
import { AmenitiesAndSanctions } from './amenities-and-sanctions';
import { HomeLoanBanner } from './home-loan-banner';
import { ImageCarousel } from './image-carousel';
import { PropertyFacts } from './property-facts';
import { PropertySummary } from './property-summary';
import { ShareLinks } from './share-links';
import { VideoPlayer } from './video-player';

// The form brings its validation (react-hook-form and zod, 36 KB gzip, ~50 ms to evaluate on a
// fast CPU): it is fetched when the visitor nears it, not with the details a phone shows first.
const EnquiryForm = lazy(() =>
  import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })),
);

/** The form's place before it arrives: its heading, and room for it so the page below stays put. */
function EnquiryPlaceholder({ isLoading }: { isLoading: boolean }): ReactElement {
  const headingId = useId();
  return (
    <Reserve aria-labelledby={headingId}>
      <h2 id={headingId}>I&apos;m Interested</h2>
      {isLoading && <Spinner label="Loading the enquiry form" isBlock />}
      <NoScriptNotice>
        Sending an enquiry needs JavaScript: please enable it, or call us.
      </NoScriptNotice>
    </Reserve>
  );
}

function EnquiryCard({ property }: PropertyViewProps): ReactElement {
  const card = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(card);
  return (
    <Card ref={card}>
      {isNear ? (
        <Suspense fallback={<EnquiryPlaceholder isLoading />}>
          <EnquiryForm propertyId={property.id} ownerId={property.created_by} />
        </Suspense>
      ) : (
        <EnquiryPlaceholder isLoading={false} />
      )}
    </Card>
  );
}

/** docs/product.md section 9: the map frame is 500 px high. */
const MAP_HEIGHT = 500;

export interface PropertyViewProps {
  property: PropertyDetail;
}

function SummaryCard({ property }: PropertyViewProps): ReactElement {
  return (
    <Card>
      <PropertySummary property={property} />
    </Card>
  );
}

/** Everything the public detail page shows about one property. */
export function PropertyView({ property }: PropertyViewProps): ReactElement {
  const assetUrl = useAssetUrl();
  return (
    <Stack>
      <SummaryCard property={property} />
      <MediaRow>
        <section aria-labelledby="details-photos">
          <h2 id="details-photos">Photos</h2>
          <ImageCarousel
            images={getGalleryImages(property, assetUrl)}
            name={property.project_name}
          />
        </section>
        <section aria-labelledby="details-video">
          <h2 id="details-video">Video</h2>
          <VideoPlayer path={property.video} name={property.project_name} />
        </section>
      </MediaRow>
      <PropertyFacts property={property} />
      <AmenitiesAndSanctions property={property} />
      <EnquiryCard property={property} />
      <ShareLinks prpId={property.prp_id} projectName={property.project_name} />
      <section aria-labelledby="details-map">
        <h2 id="details-map">Location</h2>
        {property.map || property.address || property.city_name ? (
          <MapFrame
            url={property.map}
            address={[property.address, property.city_name]}
            title={`Map: ${property.project_name}`}
            height={MAP_HEIGHT}
          />
        ) : (
          <p>{MISSING}</p>
        )}
        {property.map && isMapShareLink(property.map) && (
          <p>
            <a href={property.map} target="_blank" rel="noopener noreferrer">
              Open in Google Maps
            </a>
          </p>
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

// The form's height (768 px in one column, 504 px from md up), so its arrival moves nothing.
const Reserve = styled.section`
  min-height: 48rem;
  ${media.up('md')} {
    min-height: 31.5rem;
  }
`;

const MediaRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
