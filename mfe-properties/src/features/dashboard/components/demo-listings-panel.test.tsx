import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { DemoListingsPanel } from './demo-listings-panel';

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => api.restore());

function renderPanel(count: number) {
  let left = count;
  api.on('GET', '/api/property/demo', () => ({ data: { count: left } }));
  api.on('DELETE', '/api/property/demo', () => {
    const removed = left;
    left = 0;
    return { data: { message: `${removed} demo listings deleted`, removed } };
  });
  return renderWithProviders(<DemoListingsPanel />, { route: '/dashboard', user: TEST_ADMIN });
}

describe('DemoListingsPanel', () => {
  it('deletes every demo listing at once after a confirmation, then hides itself', async () => {
    renderPanel(24);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Going live' });
    expect(panel).toHaveTextContent('The site still shows 24 demo listings');
    await user.click(within(panel).getByRole('button', { name: 'Delete all demo listings' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete 24 demo listings and their photos?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('24 demo listings deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/property/demo')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Going live' })).not.toBeInTheDocument(),
    );
  });

  it('deletes nothing when the question is cancelled', async () => {
    renderPanel(3);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete all demo listings' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.callsTo('DELETE', '/api/property/demo')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Going live' })).toBeInTheDocument();
  });

  it('shows nothing when no demo listing is left', async () => {
    renderPanel(0);
    await waitFor(() => expect(api.callsTo('GET', '/api/property/demo')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Going live' })).not.toBeInTheDocument();
  });
});
