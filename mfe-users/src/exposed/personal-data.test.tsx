import { screen, waitFor, within } from '@testing-library/react';
import type { PersonExport } from 'shared-api/contract';
import { stubApi, TEST_ADMIN, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import PersonalData from './personal-data';

let stub: ApiStub;
beforeEach(() => {
  stub = stubApi();
});
afterEach(() => {
  stub.restore();
});

const HELD: PersonExport = {
  lookup: { email: 'kavita@example.com' },
  exportedAt: '2026-11-25T10:00:00.000Z',
  enquiries: [
    {
      id: 4,
      created_at: '2026-11-20T10:00:00.000Z',
      property_id: 7,
      prp_id: 'PRP000007',
      project_name: 'Green Acres',
      name: 'Kavita Joshi',
      mobile: '9000000007',
      email: 'kavita@example.com',
      city: 'Pune',
      occupation: 'individual',
      time: 'Morning',
      remark: 'Call after 5',
      status: 'new',
      user_id: 2,
    },
  ],
  accounts: [],
  consents: [
    {
      id: 9,
      purpose: 'contact',
      source: 'enquiry',
      notice_version: '2026-11-25',
      given_at: '2026-11-20T10:00:00.000Z',
      withdrawn_at: null,
      email: 'kavita@example.com',
      mobile: '9000000007',
    },
  ],
  requirements: [],
};

function render() {
  return renderWithProviders(<PersonalData />, { route: '/personal_data', user: TEST_ADMIN });
}

describe('Personal data', () => {
  it('checks the entry before asking the server', async () => {
    const { user } = render();
    await user.type(screen.getByLabelText('Email or mobile number'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Find person' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(stub.callsTo('GET', '/api/people/export')).toHaveLength(0);
  });

  it('finds a person by e-mail, shows and offers the export, and erases after confirming', async () => {
    stub.on('GET', '/api/people/export', { data: HELD });
    stub.on('POST', '/api/people/erase', {
      data: {
        message: 'The person’s data has been erased',
        enquiries: 1,
        accounts: 0,
        consents: 1,
        requirements: 0,
      },
    });
    const { user } = render();
    await user.type(screen.getByLabelText('Email or mobile number'), 'kavita@example.com');
    await user.click(screen.getByRole('button', { name: 'Find person' }));

    const held = await screen.findByRole('region', { name: 'What is held' });
    expect(stub.callsTo('GET', '/api/people/export')[0]?.params).toEqual({
      email: 'kavita@example.com',
    });
    expect(within(held).getByText('1 enquiry')).toBeInTheDocument();
    expect(within(held).getByText('0 accounts')).toBeInTheDocument();
    expect(within(held).getByText('1 consent')).toBeInTheDocument();
    expect(within(held).getByLabelText('Export')).toHaveTextContent('Call after 5');
    const download = within(held).getByRole('link', { name: 'Download JSON' });
    expect(download).toHaveAttribute('download', 'personal-data.json');
    const href = download.getAttribute('href') ?? '';
    expect(href.startsWith('data:application/json;charset=utf-8,')).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.split(',').slice(1).join(',')))).toEqual(HELD);

    // Cancelling the confirmation erases nothing.
    await user.click(within(held).getByRole('button', { name: 'Erase this person' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Erase everything held about kavita@example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stub.callsTo('POST', '/api/people/erase')).toHaveLength(0);

    await user.click(within(held).getByRole('button', { name: 'Erase this person' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase' }),
    );
    expect(
      await screen.findByText(
        'The person’s data has been erased: 1 enquiry anonymised, 0 accounts and 0 requirements deleted, 1 consent withdrawn.',
      ),
    ).toBeInTheDocument();
    expect(stub.callsTo('POST', '/api/people/erase')[0]?.body).toEqual({
      email: 'kavita@example.com',
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'What is held' })).not.toBeInTheDocument(),
    );
  });

  it('searches a mobile number, however typed, as its ten digits and says when nothing is held', async () => {
    stub.on('GET', '/api/people/export', {
      data: { ...HELD, lookup: { mobile: '9000000001' }, enquiries: [], consents: [] },
    });
    const { user } = render();
    await user.type(screen.getByLabelText('Email or mobile number'), '+91 90000 00001');
    await user.click(screen.getByRole('button', { name: 'Find person' }));
    expect(await screen.findByText('Nothing is held about this person.')).toBeInTheDocument();
    expect(stub.callsTo('GET', '/api/people/export')[0]?.params).toEqual({ mobile: '9000000001' });
    expect(screen.queryByRole('button', { name: 'Erase this person' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the erasure', async () => {
    stub.on('GET', '/api/people/export', { data: HELD });
    stub.on('POST', '/api/people/erase', {
      status: 403,
      data: { message: 'The administrator account cannot be deleted' },
    });
    const { user } = render();
    await user.type(screen.getByLabelText('Email or mobile number'), 'kavita@example.com');
    await user.click(screen.getByRole('button', { name: 'Find person' }));
    await user.click(await screen.findByRole('button', { name: 'Erase this person' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase' }),
    );
    expect(
      await screen.findByText('The administrator account cannot be deleted'),
    ).toBeInTheDocument();
  });
});
