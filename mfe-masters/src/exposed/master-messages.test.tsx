import { screen } from '@testing-library/react';
import { getMaster, masterMessages, type MasterKey } from 'shared-api/contract';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { MASTER_API_BASE, idPath, serveMasterList } from '../testing/master-server';
import { expectNotification, renderWithProviders } from 'shared-ui/testing';
import MasterScreen from './master-screen';

let stub: ApiStub;

beforeEach(() => {
  stub = stubApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stub.restore();
  jest.restoreAllMocks();
});

// Three lists with different labels and paths; facing once deleted statuses (a spec defect).
describe.each<[MasterKey, string]>([
  ['statuses', '/api/master_table/delete_status/7'],
  ['project_types', '/api/master_table/delete_project/7'],
  ['facings', '/api/master_table/delete_facing/7'],
])('messages of the %s screen', (key, deletePath) => {
  const master = getMaster(key);
  const messages = masterMessages(master.label);
  const addPath = `${MASTER_API_BASE}/${master.paths.add}`;

  async function renderList() {
    serveMasterList(stub, master, [{ id: 7, name: 'East' }]);
    const view = renderWithProviders(<MasterScreen masterKey={key} />, { user: TEST_ADMIN });
    await screen.findByRole('cell', { name: 'East' });
    return view;
  }

  it(`falls back to '${messages.added}' when the server answers without a message`, async () => {
    const { user } = await renderList();
    stub.on('POST', addPath, { status: 201, data: {} });

    await user.type(screen.getByLabelText(master.label), 'North');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await expectNotification('success', messages.added);
  });

  it(`shows '${messages.updated}' after an update`, async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit East' }));
    await user.type(screen.getByLabelText(master.label), ' wing');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await expectNotification('success', messages.updated);
    expect(await screen.findByRole('cell', { name: 'East wing' })).toBeInTheDocument();
  });

  it("shows the server's message when an add fails, else 'An error occurred'", async () => {
    const { user } = await renderList();
    stub.on('POST', addPath, { status: 400, data: { message: 'Name is not allowed' } });
    await user.type(screen.getByLabelText(master.label), 'North');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectNotification('error', 'Name is not allowed');

    stub.on('POST', addPath, { status: 500, data: 'Bad gateway' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectNotification('error', 'An error occurred');
  });

  it(`shows '${messages.fetchFailed}' when the list cannot be loaded`, async () => {
    stub.on('GET', `${MASTER_API_BASE}/${master.paths.list}`, { status: 500, data: {} });
    renderWithProviders(<MasterScreen masterKey={key} />, { user: TEST_ADMIN });

    await expectNotification('error', messages.fetchFailed);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it(`asks '${messages.deleteConfirm}', calls its own delete path and says '${messages.deleted}'`, async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete East' }));
    expect(screen.getByRole('alertdialog', { name: messages.deleteConfirm })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await expectNotification('success', messages.deleted);
    expect(stub.callsTo('DELETE', deletePath)).toHaveLength(1);
  });

  it(`shows the in-use refusal, and '${messages.deleteFailed}' when the server cannot say why`, async () => {
    const { user } = await renderList();
    stub.on('DELETE', idPath(master.paths.delete), {
      status: 409,
      data: { message: messages.inUse },
    });
    await user.click(screen.getByRole('button', { name: 'Delete East' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expectNotification('error', messages.inUse);

    stub.on('DELETE', idPath(master.paths.delete), { status: 500, data: { message: 'Internal' } });
    await user.click(screen.getByRole('button', { name: 'Delete East' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expectNotification('error', messages.deleteFailed);
    expect(screen.getByRole('cell', { name: 'East' })).toBeInTheDocument();
  });
});

it("says 'Project type added successfully' (the product’s defect said 'Status')", async () => {
  serveMasterList(stub, getMaster('project_types'), []);
  const { user } = renderWithProviders(<MasterScreen masterKey="project_types" />, {
    user: TEST_ADMIN,
  });
  await screen.findByText('No data available');

  await user.type(screen.getByLabelText('Project type'), 'Commercial');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  await expectNotification('success', 'Project type added successfully');
  expect(stub.callsTo('POST', '/api/master_table/add_project')[0]?.body).toEqual({
    project: 'Commercial',
  });
});
