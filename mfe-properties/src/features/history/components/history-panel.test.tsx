import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeRecord } from 'shared-api/contract';
import { stubApi, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { HISTORY_FIRST_SHOWN, HistoryPanel } from './history-panel';

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => api.restore());

const change = (id: number, fields: ChangeRecord['fields']): ChangeRecord => ({
  id,
  entity: 'property',
  entityId: 5,
  list: null,
  label: 'PRP0005 Green Acres',
  action: 'update',
  userId: 2,
  userName: 'Asha Patil',
  fields,
  changedAt: '2026-11-20T06:30:00.000Z',
});

describe('HistoryPanel', () => {
  it('shows who changed which field, when, with the old value struck through', async () => {
    api.on('GET', '/api/property/5/history', {
      data: [change(9, [{ field: 'Price (Rs.)', from: 4500000, to: 4200000 }])],
    });
    renderWithProviders(<HistoryPanel propertyId={5} />, { user: TEST_AGENT });
    const panel = await screen.findByRole('region', { name: 'History' });
    const entry = await within(panel).findByText(/Asha Patil/);
    expect(entry).toHaveTextContent('Changed by Asha Patil on 20 Nov 2026');
    const line = within(panel).getByText(/Price \(Rs\.\)/);
    expect(within(line).getByText('4500000').tagName).toBe('DEL');
    expect(within(line).getByText('4200000').tagName).toBe('INS');
  });

  it('shows the latest changes first and the rest on request', async () => {
    const many = Array.from({ length: HISTORY_FIRST_SHOWN + 2 }, (_, index) =>
      change(100 - index, [
        { field: 'Project Name', from: `Name ${index + 1}`, to: `Name ${index}` },
      ]),
    );
    api.on('GET', '/api/property/5/history', { data: many });
    renderWithProviders(<HistoryPanel propertyId={5} />, { user: TEST_AGENT });
    await screen.findAllByText(/Asha Patil/);
    expect(screen.getAllByText(/Asha Patil/)).toHaveLength(HISTORY_FIRST_SHOWN);
    await userEvent.click(screen.getByRole('button', { name: `Show all ${many.length} changes` }));
    expect(screen.getAllByText(/Asha Patil/)).toHaveLength(many.length);
  });

  it('folds the many values of a created listing behind a summary', async () => {
    const fields = ['Address', 'City', 'Project Name', 'Price (Rs.)', 'Status'].map((field) => ({
      field,
      from: null,
      to: `${field} value`,
    }));
    api.on('GET', '/api/property/5/history', {
      data: [{ ...change(3, fields), action: 'create' }],
    });
    const { user } = renderWithProviders(<HistoryPanel propertyId={5} />, { user: TEST_AGENT });
    const summary = await screen.findByText('Its 5 values');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^Created by Asha Patil/);
    expect(screen.getByText('Price (Rs.) value')).not.toBeVisible();
    await user.click(summary);
    expect(screen.getByText('Price (Rs.) value')).toBeVisible();
  });

  it('says when nothing was recorded yet', async () => {
    api.on('GET', '/api/property/5/history', { data: [] });
    renderWithProviders(<HistoryPanel propertyId={5} />, { user: TEST_AGENT });
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
