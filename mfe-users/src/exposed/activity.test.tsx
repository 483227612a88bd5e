import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeRecord } from 'shared-api/contract';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import Activity from './activity';

let api: ApiStub;

const change: ChangeRecord = {
  id: 7,
  entity: 'lookup',
  entityId: 3,
  list: 'cities',
  label: 'Hinjawadi',
  action: 'update',
  userId: 1,
  userName: 'Admin',
  fields: [{ field: 'Name', from: 'Hinjewadi', to: 'Hinjawadi' }],
  changedAt: '2026-11-27T10:00:00.000Z',
};

beforeEach(() => {
  api = stubApi();
  api.on('GET', '/api/master_table/get_users', {
    data: [
      {
        id: 4,
        name: 'Asha Patil',
        email: 'asha@example.com',
        mobile: '9822000001',
        username: 'asha',
        remark: null,
        isActive: true,
        role: 'agent',
        created_at: '2026-11-01T00:00:00.000Z',
      },
    ],
  });
  api.on('GET', '/api/history', (request) => ({
    data: request.params.userId ? [] : [change],
    headers: { 'x-total-count': request.params.userId ? '0' : '41' },
  }));
});
afterEach(() => api.restore());

describe('Activity', () => {
  it('lists every change with who, what and which record, paged by the server', async () => {
    renderWithProviders(<Activity />, { route: '/activity', user: TEST_ADMIN });
    const list = await screen.findByRole('list', { name: 'Activity' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent(
      'Changed lookup item Hinjawadi (cities) by Admin on 27 Nov 2026',
    );
    expect(entry).toHaveTextContent('Name: Hinjewadi → Hinjawadi');
    expect(screen.getByRole('status')).toHaveTextContent('41 changes');
    expect(screen.getByRole('navigation', { name: 'Activity pages' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/history')?.params).toEqual({
      limit: 20,
      offset: 0,
    });
  });

  it('filters by person, kind of record and date on the server', async () => {
    renderWithProviders(<Activity />, { route: '/activity', user: TEST_ADMIN });
    await screen.findByRole('list', { name: 'Activity' });
    await userEvent.selectOptions(screen.getByLabelText('Kind of record'), 'Lookup item');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.selectOptions(await screen.findByLabelText('Person'), 'Asha Patil');
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    const last = api.requests.filter((r) => r.path === '/api/history').at(-1);
    expect(last?.params).toEqual({
      entity: 'lookup',
      from: '2026-11-01',
      userId: 4,
      limit: 20,
      offset: 0,
    });
  });
});
