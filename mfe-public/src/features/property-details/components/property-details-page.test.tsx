import { screen, waitFor, within } from '@testing-library/react';
import { createQueryClient, propertyDetailsQuery } from 'shared-api';
import { CITIES, makeDetail } from '../../../testing/fixtures';
import { stubApi, type ApiStub, type StubReply } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import type { PropertyDetail } from 'shared-api/contract';
import { PropertyDetailsPage } from './property-details-page';

let api: ApiStub;
afterEach(() => api.restore());

function renderDetails(reply: StubReply, route = '/details/7') {
  api = stubApi()
    .on('GET', '/api/property/details/7', reply)
    .on('GET', '/api/master_table/get_cities', { data: CITIES });
  return renderWithProviders(<PropertyDetailsPage />, { route, path: '/details/:property_id' });
}

const ADDRESS_MAP = 'https://www.google.com/maps?q=Baner%20Road%2C%20Pune&output=embed';
const ADDRESS_MAP_ONLY_STREET = 'https://www.google.com/maps?q=Baner%20Road&output=embed';

const NOTHING: Partial<PropertyDetail> = {
  status: null,
  project_status: null,
  transaction_type: null,
  size: null,
  city_name: null,
  image1: null,
  image2: null,
  gallery: [],
  gallery_medium: [],
  video: null,
  map: null,
  project_type: null,
  property_type: null,
  ownership_type: null,
  flooring_type_name: null,
  facing: null,
  reserve_parking: null,
  water_source_name: null,
  profession: null,
  launch_year: null,
  no_of_floors: null,
  oc: null,
  cc: null,
  power_backup_name: null,
  amenities: null,
  sanctions: null,
  sanction_files: null,
  metro_railway: null,
  hospital: null,
  bus_stop: null,
  school: null,
};

describe('PropertyDetailsPage', () => {
  it('shows the summary, photos, video, tables, amenities, sanctions, map and calculators', async () => {
    renderDetails({ data: makeDetail() });
    expect(screen.getByRole('heading', { level: 1, name: 'Property Details' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading property details' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Green Acres' })).toBeInTheDocument();
    expect(screen.getByText('PRP0007', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('1250 Sq.ft.', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 45,00,000', { selector: 'dd' })).toBeInTheDocument();
    expect(document.title).toBe('Green Acres | Test Realty');

    const photo = screen.getByRole('img', { name: 'Green Acres, 1 of 2' });
    expect(photo).toHaveAttribute('src', 'http://api.test/uploads/images/a-gallery.webp');
    expect(photo).toHaveAttribute(
      'srcset',
      'http://api.test/uploads/images/a-medium.webp 800w, ' +
        'http://api.test/uploads/images/a-gallery.webp 1280w, http://api.test/uploads/images/a.jpg 2560w',
    );
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    expect(screen.getByLabelText('Video of Green Acres')).toHaveAttribute(
      'src',
      'http://api.test/uploads/videos/v.mp4',
    );

    const distances = screen.getByRole('table', { name: 'Distance from Location' });
    expect(
      within(distances).getByRole('row', { name: 'Metro / Railway 1.5 km' }),
    ).toBeInTheDocument();
    expect(within(distances).getByRole('row', { name: 'Bus Stop 0.3 km' })).toBeInTheDocument();
    const features = screen.getByRole('table', { name: 'Project Features' });
    expect(within(features).getByRole('row', { name: 'Facing East' })).toBeInTheDocument();

    const gym = screen.getByRole('checkbox', { name: 'Gym' });
    expect(gym).toBeChecked();
    expect(gym).toBeDisabled();
    expect(screen.getByRole('link', { name: /NA Order/ })).toHaveAttribute(
      'href',
      'http://api.test/uploads/documents/na.pdf',
    );
    const map = await screen.findByTitle('Map: Green Acres');
    expect(map).toHaveAttribute('height', '500');
    expect(map).toHaveAttribute('sandbox');
    expect(screen.getByRole('link', { name: 'Read about home loans' })).toHaveAttribute(
      'href',
      '/home_loan',
    );
    expect(screen.getByLabelText('Loan amount (Rs.)')).toHaveValue(4_500_000);
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent('Property ID PRP0007'),
    );
  });

  it("shows 'Null' and the 'not available' texts for every missing value", async () => {
    renderDetails({ data: makeDetail(NOTHING) });
    expect(await screen.findByText('No images available')).toBeInTheDocument();
    expect(screen.getByText('Video not available')).toBeInTheDocument();
    expect(screen.getByText('No amenities available')).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Project Details' });
    expect(within(details).getByRole('row', { name: 'Project Type Null' })).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: 'Area Null' })).toBeInTheDocument();
    const distances = screen.getByRole('table', { name: 'Distance from Location' });
    expect(within(distances).getByRole('row', { name: 'School Null' })).toBeInTheDocument();
    // No map link: a map of the address (decision 094).
    expect(await screen.findByTitle('Map: Green Acres')).toHaveAttribute(
      'src',
      ADDRESS_MAP_ONLY_STREET,
    );
  });

  it('never frames a map URL outside the allowed embed origins, only the address map', async () => {
    renderDetails({ data: makeDetail({ map: 'https://evil.example/maps/embed' }) });
    await screen.findByRole('heading', { name: 'Green Acres' });
    expect(await screen.findByTitle('Map: Green Acres')).toHaveAttribute('src', ADDRESS_MAP);
    expect(screen.queryByRole('link', { name: 'Open in Google Maps' })).not.toBeInTheDocument();
  });

  it('shows the address map and links a Google Maps share link', async () => {
    const share = 'https://maps.app.goo.gl/Ab3dEf9GhJk2';
    renderDetails({ data: makeDetail({ map: share }) });
    await screen.findByRole('heading', { name: 'Green Acres' });
    expect(await screen.findByTitle('Map: Green Acres')).toHaveAttribute('src', ADDRESS_MAP);
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      share,
    );
  });

  it('says the map is not available with neither a link nor an address', async () => {
    renderDetails({ data: makeDetail({ ...NOTHING, address: '' }) });
    await screen.findByText('No images available');
    expect(screen.queryByTitle('Map: Green Acres')).not.toBeInTheDocument();
  });

  it("shows the site's 'Page not found' for an unknown property", async () => {
    renderDetails({ status: 404, data: { message: 'Property not found' } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('renders at once from the cache the server rendered it from, without asking again', () => {
    api = stubApi();
    // As the browser's boot hydrates the cache with the server's (decision 088).
    const queryClient = createQueryClient();
    queryClient.setQueryData(propertyDetailsQuery('7').queryKey, makeDetail());

    renderWithProviders(<PropertyDetailsPage />, {
      route: '/details/7',
      path: '/details/:property_id',
      queryClient,
    });

    expect(screen.getByRole('heading', { name: 'Green Acres' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading property details' })).toBeNull();
    expect(api.callsTo('GET', '/api/property/details/7')).toHaveLength(0);
  });

  it('keeps the spinner and only logs when the fetch fails otherwise (docs/product.md)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetails({ status: 500, data: { message: 'Internal Server Error' } });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('status', { name: 'Loading property details' })).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('where the page opens', () => {
  it('opens at its top, whatever the list page had scrolled to', async () => {
    const scrollTop = jest.spyOn(Element.prototype, 'scrollTop', 'set');
    renderDetails({ data: makeDetail() });
    expect(scrollTop).toHaveBeenCalledWith(0);
    await screen.findAllByText(makeDetail().project_name);
    scrollTop.mockRestore();
  });
});
