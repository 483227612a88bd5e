import { screen, waitFor, within } from '@testing-library/react';
import type { InboxEnquiry } from 'shared-api/contract';
import { stubApi, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { expectLoggedErrors } from '../../../testing/property-fixtures';
import { renderWithProviders } from 'shared-ui/testing';
import { EnquiriesPage } from './enquiries-page';

const LIST = '/api/enquiries';
let api: ApiStub;

const enquiry = (id: number, overrides: Partial<InboxEnquiry> = {}): InboxEnquiry => ({
  id,
  created_at: '2026-03-01T04:30:00.000Z',
  property_id: 5,
  prp_id: 'PRP0005',
  project_name: 'Green Acres',
  name: `Buyer ${id}`,
  mobile: '9800000000',
  email: `buyer${id}@example.com`,
  city: 'Pune',
  occupation: 'individual',
  time: 'Morning',
  remark: 'Wants a site visit',
  status: 'new',
  user_id: 3,
  alerts: { sent: 2, pending: 0, failed: 0 },
  ...overrides,
});

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('Enquiries inbox', () => {
  it("says 'No enquiries yet' when there are none", async () => {
    api.on('GET', LIST, { data: [], headers: { 'x-total-count': '0' } });
    renderWithProviders(<EnquiriesPage />, { route: '/enquiries', user: TEST_AGENT });
    expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enquiries' })).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)[0]?.params).toEqual({ limit: 20, offset: 0 });
  });

  it('lists each enquiry with its property, contact links and form answers', async () => {
    api.on('GET', LIST, { data: [enquiry(1)], headers: { 'x-total-count': '1' } });
    renderWithProviders(<EnquiriesPage />, { route: '/enquiries', user: TEST_AGENT });
    const property = await screen.findByRole('link', { name: 'PRP0005 – Green Acres' });
    expect(property).toHaveAttribute('href', '/details/5');
    expect(screen.getByRole('link', { name: '9800000000' })).toHaveAttribute(
      'href',
      'tel:9800000000',
    );
    expect(screen.getByRole('link', { name: 'buyer1@example.com' })).toHaveAttribute(
      'href',
      'mailto:buyer1@example.com',
    );
    expect(screen.getByRole('cell', { name: 'Morning (9 AM - 12 PM)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Individual' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1 Mar 2026, 10:00 am' })).toBeInTheDocument();
  });

  it('saves a new status as soon as it is chosen and confirms it', async () => {
    api.on('GET', LIST, { data: [enquiry(1)], headers: { 'x-total-count': '1' } });
    api.on('PATCH', '/api/enquiries/1', ({ body }) => ({
      data: {
        message: 'Enquiry updated successfully',
        id: 1,
        ...(body as object),
      },
    }));
    const { user } = renderWithProviders(<EnquiriesPage />, {
      route: '/enquiries',
      user: TEST_AGENT,
    });
    const status = await screen.findByRole('combobox', {
      name: 'Status of the enquiry from Buyer 1',
    });
    await user.selectOptions(status, 'Contacted');

    expect(await screen.findByText('Enquiry from Buyer 1 marked as Contacted')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/enquiries/1')[0]?.body).toEqual({
      status: 'contacted',
    });
    expect(status).toHaveValue('contacted');
  });

  it('keeps the old status and says why when the change is refused', async () => {
    expectLoggedErrors();
    api.on('GET', LIST, { data: [enquiry(1)], headers: { 'x-total-count': '1' } });
    api.on('PATCH', '/api/enquiries/1', {
      status: 403,
      data: { message: 'You do not have permission to do this' },
    });
    const { user } = renderWithProviders(<EnquiriesPage />, {
      route: '/enquiries',
      user: TEST_AGENT,
    });
    const status = await screen.findByRole('combobox', {
      name: 'Status of the enquiry from Buyer 1',
    });
    await user.selectOptions(status, 'Closed');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this',
    );
    expect(status).toHaveValue('new');
  });

  it('filters by status and pages on the server', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => enquiry(index + 1));
    api.on('GET', LIST, ({ params }) => ({
      data: Number(params.offset) === 20 ? [enquiry(21)] : rows,
      headers: { 'x-total-count': '21' },
    }));
    const { user, location } = renderWithProviders(<EnquiriesPage />, {
      route: '/enquiries',
      user: TEST_AGENT,
    });
    await screen.findByRole('cell', { name: 'Buyer 1' });

    const pages = screen.getByRole('navigation', { name: 'Enquiry pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'Buyer 21' })).toBeInTheDocument();
    expect(api.callsTo('GET', LIST).at(-1)?.params).toEqual({ limit: 20, offset: 20 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'New');
    expect(location().search).toBe('?status=new');
    await screen.findByRole('cell', { name: 'Buyer 1' });
    expect(api.callsTo('GET', LIST).at(-1)?.params).toEqual({
      limit: 20,
      offset: 0,
      status: 'new',
    });
  });

  it("shows in words whether each lead's alerts went out", async () => {
    api.on('GET', LIST, {
      data: [
        enquiry(1),
        enquiry(2, { alerts: { sent: 1, pending: 0, failed: 1 } }),
        enquiry(3, { alerts: { sent: 0, pending: 3, failed: 0 } }),
      ],
      headers: { 'x-total-count': '3' },
    });
    renderWithProviders(<EnquiriesPage />, { route: '/enquiries', user: TEST_AGENT });
    const rows = await screen.findAllByRole('row');
    const row = (name: string) => rows.find((each) => within(each).queryByRole('cell', { name }))!;
    expect(within(row('Buyer 1')).getByText('Alerts: 2 sent')).toBeInTheDocument();
    expect(within(row('Buyer 2')).getByText('Alerts: 1 failed, 1 sent')).toBeInTheDocument();
    expect(within(row('Buyer 3')).getByText('Alerts: 3 waiting')).toBeInTheDocument();
  });

  it('lists the leads waiting for a reply first when asked, keeping the filter', async () => {
    api.on('GET', LIST, { data: [enquiry(1)], headers: { 'x-total-count': '1' } });
    const { user, location } = renderWithProviders(<EnquiriesPage />, {
      route: '/enquiries?status=new',
      user: TEST_AGENT,
    });
    await screen.findByRole('cell', { name: 'Buyer 1' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Order' }),
      'Waiting for a reply first',
    );
    expect(location().search).toBe('?status=new&sort=waiting');
    await waitFor(() =>
      expect(api.callsTo('GET', LIST).at(-1)?.params).toEqual({
        limit: 20,
        offset: 0,
        status: 'new',
        sort: 'waiting',
      }),
    );
  });

  it("opens the alert's lead alone, marks it contacted there and leads back", async () => {
    api.on('GET', '/api/enquiries/7', { data: enquiry(7) });
    api.on('PATCH', '/api/enquiries/7', ({ body }) => ({
      data: { message: 'Enquiry updated successfully', id: 7, ...(body as object) },
    }));
    const { user } = renderWithProviders(<EnquiriesPage />, {
      route: '/enquiries?lead=7',
      user: TEST_AGENT,
    });
    const status = await screen.findByRole('combobox', {
      name: 'Status of the enquiry from Buyer 7',
    });
    expect(screen.getByRole('cell', { name: 'Buyer 7' })).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)).toHaveLength(0);

    await user.selectOptions(status, 'Contacted');
    expect(await screen.findByText('Enquiry from Buyer 7 marked as Contacted')).toBeInTheDocument();
    expect(status).toHaveValue('contacted');
    expect(screen.getByRole('link', { name: 'All enquiries' })).toHaveAttribute(
      'href',
      '/enquiries',
    );
  });

  it('says so when the lead of the link is not found', async () => {
    expectLoggedErrors();
    api.on('GET', '/api/enquiries/9', { status: 404, data: { message: 'Enquiry not found' } });
    renderWithProviders(<EnquiriesPage />, { route: '/enquiries?lead=9', user: TEST_AGENT });
    expect(await screen.findByText('This enquiry could not be found')).toBeInTheDocument();
  });
});
