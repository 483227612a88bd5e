import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASTERS } from 'shared-api/contract';
import { stubApi, type ApiStub, type StubReply } from 'shared-api/testing';
import { loadMockRemote } from '../../testing/remote-page-mock';
import { renderApp } from '../../testing/render-app';
import { ADMIN, AGENT } from '../../testing/runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

let api: ApiStub;

/** The counts the server gives from now on. */
function answerSummary(reply: StubReply) {
  api.on('GET', '/api/dashboard/summary', reply);
}

beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation(loadMockRemote);
  api = stubApi();
  answerSummary({ data: { properties: 12, newEnquiries: 3 } });
});
afterEach(() => {
  api.restore();
  localStorage.clear();
});

async function openDashboard(user = ADMIN, route = '/dashboard') {
  renderApp({ route, user });
  await screen.findByRole('heading', { name: /^Remote page / });
  return screen.getByRole('navigation', { name: 'Discover' });
}

function topLevelLabels(nav: HTMLElement): string[] {
  const list = within(nav).getAllByRole('list')[0]!;
  return Array.from(list.children).map(
    (item) => item.querySelector('a, button')?.textContent?.replace(/[▴▾]/g, '') ?? '',
  );
}

describe('admin menu', () => {
  it('gives the admin property, user and every master-list entry, including Cities', async () => {
    const nav = await openDashboard(ADMIN);

    expect(topLevelLabels(nav)).toEqual([
      'Dashboard',
      'Enquiries',
      'Requirements',
      'Add Project',
      'Users',
      'Personal data',
      'Activity',
      'Messages',
      ...MASTERS.map((master) => master.label),
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/add_user');
    expect(within(nav).getByRole('link', { name: 'Personal data' })).toHaveAttribute(
      'href',
      '/personal_data',
    );
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(nav).getByRole('link', { name: 'City' })).toHaveAttribute('href', '/cities');
  });

  it('gives an agent only Dashboard, Enquiries, Requirements and the Add Project dropdown', async () => {
    const nav = await openDashboard(AGENT);

    expect(topLevelLabels(nav)).toEqual(['Dashboard', 'Enquiries', 'Requirements', 'Add Project']);
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('opens and closes the Add Project dropdown by click', async () => {
    const user = userEvent.setup();
    const nav = await openDashboard(AGENT);
    const dropdown = within(nav).getByRole('button', { name: /Add Project/ });
    expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Add New Property' })).not.toBeInTheDocument();

    await user.click(dropdown);

    expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Add New Property' })).toHaveAttribute(
      'href',
      '/add_property',
    );
    expect(within(nav).getByRole('link', { name: 'Detailed Table' })).toHaveAttribute(
      'href',
      '/table_detail',
    );

    await user.click(dropdown);
    expect(dropdown).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page in the menu', async () => {
    const nav = await openDashboard(ADMIN, '/enquiries');

    expect(within(nav).getByRole('link', { name: 'Enquiries' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("opens the 'Property' slide-out with the same menu, and Escape closes it", async () => {
    const user = userEvent.setup();
    await openDashboard(AGENT);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('navigation', { name: 'Property' })).not.toBeInTheDocument();

    await user.click(toggle);

    const slideOut = screen.getByRole('navigation', { name: 'Property' });
    expect(topLevelLabels(slideOut)).toEqual([
      'Dashboard',
      'Enquiries',
      'Requirements',
      'Add Project',
    ]);
    expect(within(slideOut).getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Property' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

describe('admin top bar', () => {
  it('searches properties by opening the table with the text as q', async () => {
    const user = userEvent.setup();
    await openDashboard(AGENT);

    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'Baner 2 BHK');
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { name: 'Remote page mfe_properties/property-table' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Location: /table_detail?q=Baner+2+BHK')).toBeInTheDocument();
  });

  it('opens the search from its icon (a phone) and puts the cursor in it', async () => {
    const user = userEvent.setup();
    await openDashboard(AGENT);

    const toggle = screen.getByRole('button', { name: 'Open search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Search properties' })).toHaveFocus();
  });

  it('counts new enquiries on the notification button, which opens the inbox', async () => {
    const user = userEvent.setup();
    await openDashboard(AGENT);
    const bell = screen.getByRole('button', { name: 'Notifications' });

    expect(await within(bell).findByText('3')).toBeInTheDocument();
    expect(bell).toHaveAccessibleDescription('3 new enquiries');

    await user.click(bell);

    expect(
      await screen.findByRole('heading', { name: 'Remote page mfe_properties/enquiries' }),
    ).toBeInTheDocument();
  });

  it('asks for the count again on every page change, so the badge follows the inbox', async () => {
    const user = userEvent.setup();
    await openDashboard(AGENT);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(await within(bell).findByText('3')).toBeInTheDocument();
    const asked = api.callsTo('GET', '/api/dashboard/summary').length;

    answerSummary({ data: { properties: 12, newEnquiries: 1 } });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Discover' })).getByRole('link', {
        name: 'Enquiries',
      }),
    );

    expect(await within(bell).findByText('1')).toBeInTheDocument();
    expect(bell).toHaveAccessibleDescription('1 new enquiry');
    expect(api.callsTo('GET', '/api/dashboard/summary')).toHaveLength(asked + 1);
  });

  it('shows no badge when there are no new enquiries', async () => {
    answerSummary({ data: { properties: 12, newEnquiries: 0 } });
    await openDashboard(AGENT);
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await screen.findByRole('heading', { name: 'Remote page mfe_properties/dashboard' });
    expect(bell).not.toHaveAccessibleDescription();
    expect(bell).toHaveTextContent('');
  });
});
