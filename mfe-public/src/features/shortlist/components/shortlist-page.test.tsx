import { screen, waitFor, within } from '@testing-library/react';
import { SHORTLIST_KEY } from 'shared-api';
import { stubApi, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { makeListItem } from '../../../testing/fixtures';
import { ShortlistPage } from './shortlist-page';

const NAMES: Record<string, string> = { 3: 'Skyline Heights', 8: 'Green Acres', 5: 'Lake View' };
let api: ApiStub;

beforeEach(() => {
  // The list's `ids` filter, as the API answers it: the listings that exist, newest (highest) first.
  api = stubApi().on('GET', '/api/property/properties', (request) => {
    const ids = String(request.params.ids).split(',');
    const items = ids
      .filter((id) => NAMES[id])
      .sort((a, b) => Number(b) - Number(a))
      .map((id) => makeListItem({ id: Number(id), project_name: NAMES[id] }));
    return { data: items, headers: { 'x-total-count': String(items.length) } };
  });
});
afterEach(() => {
  api.restore();
  localStorage.clear();
});

function shortlist(ids: number[]) {
  localStorage.setItem(SHORTLIST_KEY, JSON.stringify(ids));
}

describe('ShortlistPage', () => {
  it('says the shortlist is empty, with a way home', () => {
    renderWithProviders(<ShortlistPage />);
    expect(screen.getByText('Your shortlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find properties on the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the shortlisted properties and compares the first ones, or those chosen', async () => {
    shortlist([3, 8, 5]);
    const { user } = renderWithProviders(<ShortlistPage />);
    await screen.findByRole('heading', { name: 'Skyline Heights' });
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Skyline Heights', 'Green Acres', 'Lake View']);
    expect(screen.getByRole('link', { name: 'Compare 3 properties' })).toHaveAttribute(
      'href',
      '/compare?ids=3,8,5',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Compare Green Acres' }));
    expect(screen.getByRole('link', { name: 'Compare 2 properties' })).toHaveAttribute(
      'href',
      '/compare?ids=3,5',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Compare Lake View' }));
    expect(screen.queryByRole('link', { name: /^Compare/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Choose 2 to 4 properties to compare/)).toBeInTheDocument();
  });

  it('reads the whole shortlist in one request', async () => {
    shortlist([3, 8, 5]);
    renderWithProviders(<ShortlistPage />);
    await screen.findByRole('heading', { name: 'Skyline Heights' });
    expect(api.requests.map((request) => [request.path, request.params])).toEqual([
      ['/api/property/properties', { ids: '3,8,5', limit: 3 }],
    ]);
  });

  it('removes a property from the shortlist, keeping the others on screen meanwhile', async () => {
    shortlist([3, 8]);
    const { user } = renderWithProviders(<ShortlistPage />);
    const remove = await screen.findByRole('button', {
      name: 'Remove Skyline Heights from your shortlist',
    });
    // The shortlist's next read is held until the checks below are done.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.on('GET', '/api/property/properties', async () => {
      await held;
      return { data: [makeListItem({ id: 8, project_name: NAMES[8] })] };
    });
    await user.click(remove);
    expect(screen.queryByRole('heading', { name: 'Skyline Heights' })).not.toBeInTheDocument();
    // The other card stays while the shortlist is read again: no spinner in between.
    expect(screen.getByRole('heading', { name: 'Green Acres' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your shortlist')).not.toBeInTheDocument();
    expect(localStorage.getItem(SHORTLIST_KEY)).toBe('[8]');
    release();
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Green Acres' })).toBeInTheDocument();
  });

  it('says when a shortlisted property is no longer listed, and takes it off', async () => {
    shortlist([3, 99]);
    const { user } = renderWithProviders(<ShortlistPage />);
    expect(await screen.findByText(/One shortlisted property is no longer listed/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Take it off the shortlist' }));
    expect(localStorage.getItem(SHORTLIST_KEY)).toBe('[3]');
  });
});
