import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerHome, CurrentUser } from 'shared-api/contract';
import { stubApi, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { navigateFully } from '../../../utils/full-navigation';
import { MyRequirementPage } from './my-requirement-page';

// jsdom cannot load pages; the full navigation is observed here instead.
jest.mock('../../../utils/full-navigation', () => ({ navigateFully: jest.fn() }));

const BUYER: CurrentUser = { id: 12, name: 'Sneha Patil', role: 'buyer', username: 'sneha@x.in' };

const HOME: BuyerHome = {
  name: 'Sneha Patil',
  email: 'sneha@x.in',
  mobile: '9765432109',
  marketing: true,
  requirements: [
    {
      id: 4,
      status: 'open',
      purpose: 'buy',
      property_types: [{ id: 1, name: 'Apartment' }],
      bedrooms: [2, 3],
      budget_from: 6_000_000,
      budget_to: 9_000_000,
      cities: [{ id: 2, name: 'Baner' }],
      possession: 'ready',
      note: null,
      name: 'Sneha Patil',
      mobile: '9765432109',
      email: 'sneha@x.in',
      user_id: 12,
      created_at: '2026-11-20T10:00:00.000Z',
      matchCount: 1,
      matches: [
        {
          id: 31,
          project_name: 'Lotus Heights',
          price: 7_850_000,
          city_name: 'Baner',
        } as BuyerHome['requirements'][number]['matches'][number],
      ],
    },
  ],
};

let api: ApiStub;
beforeEach(() => {
  api = stubApi().on('GET', '/api/buyer/requirement', { data: HOME });
});
afterEach(() => {
  api.restore();
  localStorage.clear();
  jest.mocked(navigateFully).mockClear();
});

const renderPage = () =>
  renderWithProviders(<MyRequirementPage />, { route: '/my_requirement', user: BUYER });

describe('MyRequirementPage', () => {
  it('shows the requirement in words with its matching listings, linked', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Your requirement' });
    expect(within(section).getByText('2 BHK, 3 BHK')).toBeInTheDocument();
    expect(within(section).getByText('Rs. 60 lakh to Rs. 90 lakh')).toBeInTheDocument();
    expect(within(section).getByText('Ready to move')).toBeInTheDocument();
    expect(
      within(section).getByRole('heading', { name: 'Matching listings (1)' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Lotus Heights' })).toHaveAttribute(
      'href',
      '/details/31',
    );
    expect(document.title).toContain('My requirement');
  });

  it('unsubscribes from the alerts and says so', async () => {
    api.on('PUT', '/api/buyer/alerts', {
      data: { message: 'Your alert preferences are saved', marketing: false },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from alerts' }));
    expect(await screen.findByText('Your alert preferences are saved')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      marketing: false,
    });
    expect(
      await screen.findByText('You are unsubscribed: no new-listing alerts are sent to you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me new-listing alerts' })).toBeInTheDocument();
  });

  it('downloads the buyer’s data as a JSON file', async () => {
    api.on('GET', '/api/buyer/export', { data: { accounts: [{ id: 12 }] } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const save = await screen.findByRole('link', { name: 'Save my-data.json' });
    expect(save).toHaveAttribute('download', 'my-data.json');
    expect(decodeURIComponent(save.getAttribute('href') ?? '')).toContain('"id": 12');
  });

  it('deletes the account only once confirmed, then leaves for the home page', async () => {
    api
      .on('DELETE', '/api/buyer/account', { data: { message: 'Deleted', accounts: 1 } })
      .on('POST', '/api/auth/logout', { data: { message: 'Signed out' } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Delete your account, your requirement and everything we hold about you?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete my account',
      }),
    );
    await waitFor(() => expect(navigateFully).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
