import { screen, within } from '@testing-library/react';
import { getMaster } from 'shared-api/contract';
import { stubApi, TEST_ADMIN, TEST_API_BASE_URL, type ApiStub } from 'shared-api/testing';
import { serveMasterList } from '../testing/master-server';
import { expectNotification, renderWithProviders } from 'shared-ui/testing';
import { SANCTION_FILE_MESSAGES } from '../features/masters/utils/sanction-file';
import MasterScreen from './master-screen';

const SANCTION = getMaster('sanctions');
let stub: ApiStub;

beforeEach(() => {
  stub = stubApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stub.restore();
  jest.restoreAllMocks();
});

describe('sanction screen', () => {
  it('links each sanction to its file on the API host', async () => {
    serveMasterList(stub, SANCTION, [
      { id: 1, name: 'RERA', file: 'uploads/documents/rera.pdf' },
      { id: 2, name: 'NA order', file: null },
    ]);
    renderWithProviders(<MasterScreen masterKey="sanctions" />, { user: TEST_ADMIN });

    const table = await screen.findByRole('table', { name: 'Sanction list' });
    expect(within(table).getByRole('link', { name: 'View file of RERA' })).toHaveAttribute(
      'href',
      `${TEST_API_BASE_URL}/uploads/documents/rera.pdf`,
    );
    expect(within(table).getByText('No file')).toBeInTheDocument();
  });

  it('sends the name and the chosen file as multipart', async () => {
    serveMasterList(stub, SANCTION, []);
    const { user } = renderWithProviders(<MasterScreen masterKey="sanctions" />, {
      user: TEST_ADMIN,
    });
    await screen.findByText('No data available');
    const pdf = new File(['%PDF-1.7'], 'rera.pdf', { type: 'application/pdf' });

    await user.type(screen.getByLabelText('Sanction'), 'RERA');
    await user.upload(screen.getByLabelText('Sanction file (optional)'), pdf);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await expectNotification('success', 'Sanction added successfully');
    const body = stub.callsTo('POST', '/api/master_table/add_sanction')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('sanction')).toBe('RERA');
    expect((form.get('file') as File).name).toBe('rera.pdf');
  });

  it('adds without a file, since the file is optional', async () => {
    serveMasterList(stub, SANCTION, []);
    const { user } = renderWithProviders(<MasterScreen masterKey="sanctions" />, {
      user: TEST_ADMIN,
    });
    await screen.findByText('No data available');

    await user.type(screen.getByLabelText('Sanction'), 'OC');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await expectNotification('success', 'Sanction added successfully');
    const form = stub.callsTo('POST', '/api/master_table/add_sanction')[0]?.body as FormData;
    expect(form.get('sanction')).toBe('OC');
    expect(form.has('file')).toBe(false);
  });

  it('refuses a file that is neither a PDF nor an image before uploading', async () => {
    serveMasterList(stub, SANCTION, []);
    const { user } = renderWithProviders(<MasterScreen masterKey="sanctions" />, {
      user: TEST_ADMIN,
      userEventOptions: { applyAccept: false },
    });
    await screen.findByText('No data available');

    await user.upload(
      screen.getByLabelText('Sanction file (optional)'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );

    const input = screen.getByLabelText('Sanction file (optional)');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(SANCTION_FILE_MESSAGES.type));
    expect(input).toHaveFocus();
    expect(screen.queryByText(/Selected: notes.txt/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Sanction'), 'RERA');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectNotification('success', 'Sanction added successfully');
    const form = stub.callsTo('POST', '/api/master_table/add_sanction')[0]?.body as FormData;
    expect(form.has('file')).toBe(false);
  });

  it('updates a sanction with a new file through update_sanction as multipart', async () => {
    serveMasterList(stub, SANCTION, [{ id: 3, name: 'CC', file: null }]);
    const { user } = renderWithProviders(<MasterScreen masterKey="sanctions" />, {
      user: TEST_ADMIN,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit CC' }));
    const image = new File(['img'], 'cc.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Sanction file (optional)'), image);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await expectNotification('success', 'Sanction updated successfully');
    const form = stub.callsTo('PUT', '/api/master_table/update_sanction/3')[0]?.body as FormData;
    expect(form.get('sanction')).toBe('CC');
    expect((form.get('file') as File).name).toBe('cc.png');
  });
});
