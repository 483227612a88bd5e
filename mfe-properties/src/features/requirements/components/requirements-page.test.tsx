import { screen, within } from '@testing-library/react';
import type { RequirementRow } from 'shared-api/contract';
import { stubApi, TEST_ADMIN, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { renderWithProviders, setViewportWidth } from 'shared-ui/testing';
import { expectLoggedErrors } from '../../../testing/property-fixtures';
import { getRequirementMatch, getRequirementRow } from '../../../testing/requirement-fixtures';
import { RequirementsPage } from './requirements-page';

const LIST = '/api/requirements';
let api: ApiStub;

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const answerList = (rows = [getRequirementRow(1)], total = rows.length) =>
  api.on('GET', LIST, { data: rows, headers: { 'x-total-count': String(total) } });

describe('Requirements screen', () => {
  it("says 'No requirements yet' when there are none, and offers the admin to add one", async () => {
    answerList([]);
    renderWithProviders(<RequirementsPage />, { route: '/requirements', user: TEST_ADMIN });
    expect(await screen.findByText('No requirements yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add requirement' })).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)[0]?.params).toEqual({ limit: 20, offset: 0 });
    expect(document.title).toContain('Requirements');
  });

  it('lists who wants what in words, with contact links, date, status and matches', async () => {
    answerList([getRequirementRow(1, { note: 'Near a school' })]);
    renderWithProviders(<RequirementsPage />, { route: '/requirements', user: TEST_AGENT });
    expect(await screen.findByRole('cell', { name: 'Rahul Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9822012345' })).toHaveAttribute(
      'href',
      'tel:9822012345',
    );
    expect(screen.getByRole('link', { name: 'rahul@example.com' })).toHaveAttribute(
      'href',
      'mailto:rahul@example.com',
    );
    expect(
      screen.getByRole('cell', {
        name: 'Buy · Flat · 2 BHK, 3 BHK · Rs. 45 lakh – Rs. 60 lakh · Pune · Ready to move “Near a school”',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1 Mar 2026' })).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Status of the requirement of Rahul Sharma' }),
    ).toHaveValue('open');
    expect(screen.getByRole('button', { name: '2 matches for Rahul Sharma' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Only the admin records a caller's requirement.
    expect(screen.queryByRole('button', { name: 'Add requirement' })).not.toBeInTheDocument();
  });

  it('saves a new status as soon as it is chosen and confirms it', async () => {
    // The server's state: the list read again after the change shows the new status.
    let row = getRequirementRow(1);
    api.on('GET', LIST, () => ({ data: [row], headers: { 'x-total-count': '1' } }));
    api.on('PATCH', '/api/requirements/1', ({ body }) => {
      row = { ...row, ...(body as Pick<RequirementRow, 'status'>) };
      return { data: { message: 'Requirement updated successfully', id: 1, status: row.status } };
    });
    const { user } = renderWithProviders(<RequirementsPage />, {
      route: '/requirements',
      user: TEST_ADMIN,
    });
    const status = await screen.findByRole('combobox', {
      name: 'Status of the requirement of Rahul Sharma',
    });
    await user.selectOptions(status, 'Contacted');

    expect(
      await screen.findByText('Requirement of Rahul Sharma marked as Contacted'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/requirements/1')[0]?.body).toEqual({ status: 'contacted' });
    expect(status).toHaveValue('contacted');
  });

  it('keeps the old status and says why when the change is refused', async () => {
    expectLoggedErrors();
    answerList();
    api.on('PATCH', '/api/requirements/1', {
      status: 403,
      data: { message: 'You do not have permission to do this' },
    });
    const { user } = renderWithProviders(<RequirementsPage />, {
      route: '/requirements',
      user: TEST_AGENT,
    });
    const status = await screen.findByRole('combobox', {
      name: 'Status of the requirement of Rahul Sharma',
    });
    await user.selectOptions(status, 'Closed');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this',
    );
    expect(status).toHaveValue('open');
  });

  it('filters by status, buy or rent and a search, kept in the address, on the server', async () => {
    answerList();
    const { user, location } = renderWithProviders(<RequirementsPage />, {
      route: '/requirements',
      user: TEST_ADMIN,
    });
    await screen.findByRole('cell', { name: 'Rahul Sharma' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Buy or rent' }), 'Rent');
    await user.type(screen.getByRole('searchbox', { name: 'Search requirements' }), '98220');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(new URLSearchParams(location().search).toString()).toBe(
      'status=open&purpose=rent&q=98220',
    );
    await screen.findByRole('cell', { name: 'Rahul Sharma' });
    expect(api.callsTo('GET', LIST).at(-1)?.params).toEqual({
      limit: 20,
      offset: 0,
      status: 'open',
      purpose: 'rent',
      q: '98220',
    });
  });

  it('pages on the server', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => getRequirementRow(index + 2));
    api.on('GET', LIST, ({ params }) => ({
      data: Number(params.offset) === 20 ? [getRequirementRow(1)] : rows,
      headers: { 'x-total-count': '21' },
    }));
    const { user } = renderWithProviders(<RequirementsPage />, {
      route: '/requirements',
      user: TEST_ADMIN,
    });
    await screen.findByRole('cell', { name: 'Buyer 2' });
    const pages = screen.getByRole('navigation', { name: 'Requirement pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'Rahul Sharma' })).toBeInTheDocument();
    expect(api.callsTo('GET', LIST).at(-1)?.params).toEqual({ limit: 20, offset: 20 });
  });

  it("opens a requirement's matching listings, best first, with their fit and links", async () => {
    answerList();
    api.on('GET', '/api/requirements/1/matches', {
      data: [
        getRequirementMatch(7, { project_name: 'Green Acres' }),
        getRequirementMatch(8, {
          project_name: 'Lake View',
          fit: { type: true, bedrooms: true, budget: true, city: true, possession: false },
        }),
      ],
      headers: { 'x-total-count': '2' },
    });
    const { user, location } = renderWithProviders(<RequirementsPage />, {
      route: '/requirements',
      user: TEST_ADMIN,
    });
    const toggle = await screen.findByRole('button', { name: '2 matches for Rahul Sharma' });
    await user.click(toggle);

    const panel = await screen.findByRole('region', { name: 'Matches for Rahul Sharma' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(location().search).toBe('?matches=1');
    expect(within(panel).getByRole('heading', { name: 'Matches for Rahul Sharma' })).toHaveFocus();
    const list = await within(panel).findByRole('list', {
      name: 'Listings matching Rahul Sharma, best fit first',
    });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Green Acres' })).toHaveAttribute(
      'href',
      '/details/7',
    );
    expect(within(first!).getByRole('link', { name: 'Edit Green Acres' })).toHaveAttribute(
      'href',
      '/edit_form/7',
    );
    expect(first).toHaveTextContent('Rs. 52 lakh · 2 BHK · Pune');
    expect(first).toHaveTextContent('Fits type, BHK, budget, city, possession.');
    expect(second).toHaveTextContent('Fits type, BHK, budget, city. Possession does not fit.');
    expect(api.callsTo('GET', '/api/requirements/1/matches')[0]?.params).toEqual({
      limit: 10,
      offset: 0,
    });

    await user.click(within(panel).getByRole('button', { name: 'Close matches' }));
    expect(screen.queryByRole('region', { name: 'Matches for Rahul Sharma' })).toBeNull();
  });

  it('shows each requirement as a card on a phone, its matches a button away', async () => {
    const restore = setViewportWidth(375);
    try {
      answerList();
      api.on('GET', '/api/requirements/1/matches', {
        data: [getRequirementMatch(7, { project_name: 'Green Acres' })],
        headers: { 'x-total-count': '1' },
      });
      const { user } = renderWithProviders(<RequirementsPage />, {
        route: '/requirements',
        user: TEST_AGENT,
      });
      await user.click(await screen.findByRole('button', { name: '2 matches for Rahul Sharma' }));
      const panel = await screen.findByRole('region', { name: 'Matches for Rahul Sharma' });
      expect(await within(panel).findByRole('link', { name: 'Green Acres' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      restore();
    }
  });
});
