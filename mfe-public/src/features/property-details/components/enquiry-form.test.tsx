import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { CITIES } from '../../../testing/fixtures';
import { stubApi, type ApiStub, type StubReply } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { EnquiryForm } from './enquiry-form';

let api: ApiStub;
afterEach(() => api.restore());

function renderForm(reply: StubReply = { data: { message: 'ok' } }) {
  api = stubApi()
    .on('GET', '/api/master_table/get_cities', { data: CITIES })
    .on('POST', '/api/master_table/connect', reply);
  renderWithProviders(<EnquiryForm propertyId={7} ownerId={3} />);
}

async function fillValidForm(user: UserEvent, mobile = '9876543210') {
  await screen.findByRole('option', { name: 'Mumbai' });
  await user.selectOptions(screen.getByLabelText('Occupation'), 'Consultant');
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Mobile'), mobile);
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.selectOptions(screen.getByLabelText('City'), 'Mumbai');
  await user.selectOptions(screen.getByLabelText('Suitable time to call'), 'Evening (3 PM - 7 PM)');
  await user.type(screen.getByLabelText('Remark'), 'Call me');
  await user.click(screen.getByLabelText('I agree to be contacted about this enquiry'));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('EnquiryForm', () => {
  it("is titled 'I'm Interested' and offers the occupations and call times", async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: "I'm Interested" })).toBeInTheDocument();
    for (const option of [
      'Individual',
      'Consultant',
      'Builder',
      'Morning (9 AM - 12 PM)',
      'Afternoon (12 PM - 3 PM)',
      'Evening (3 PM - 7 PM)',
    ]) {
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    }
    expect(await screen.findByRole('option', { name: 'Pune' })).toBeInTheDocument();
  });

  it('shows every required message and sends nothing while errors exist', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), '  ');
    await submit(user);

    for (const message of [
      'Please select an occupation.',
      'Name is required.',
      'Mobile number is required.',
      'Email is required.',
      'Please select a city.',
      'Please select a suitable time.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Occupation')).toHaveFocus();
    expect(api.callsTo('POST', '/api/master_table/connect')).toHaveLength(0);
  });

  it('checks the name length, the 10-digit mobile and the e-mail shape', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('Mobile'), '12345678901');
    await user.type(screen.getByLabelText('Email'), 'ravi@example');
    await submit(user);

    expect(await screen.findByText('Name must be at least 3 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be 10 digits.')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/master_table/connect')).toHaveLength(0);
  });

  it("sends the enquiry for the property's owner and puts a focused thank-you panel in the form's place", async () => {
    const user = userEvent.setup();
    renderForm({ data: { message: 'Thank you for your interest! We will contact you soon.' } });
    await submit(user);
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    await fillValidForm(user);
    await submit(user);

    const panel = await screen.findByRole('status', { name: 'Enquiry sent' });
    expect(panel).toHaveTextContent('Thank you for your interest! We will contact you soon.');
    expect(screen.getByRole('heading', { name: 'Enquiry sent' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/master_table/connect')[0]?.body).toEqual({
      occupation: 'consultant',
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.com',
      cities: 'Mumbai',
      time: 'Evening',
      remark: 'Call me',
      userId: 3,
      p_id: 7,
      consent: true,
      marketingConsent: false,
    });

    await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Occupation')).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Suitable time to call')).toHaveValue('');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Enquiry sent' })).not.toBeInTheDocument();
  });

  it.each(['98765 43210', '+91 98765-43210', '09876543210'])(
    'sends the mobile typed as %p as its ten digits',
    async (typed) => {
      const user = userEvent.setup();
      renderForm();
      await fillValidForm(user, typed);
      await submit(user);
      await waitFor(() => expect(api.callsTo('POST', '/api/master_table/connect')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/master_table/connect')[0]?.body).toMatchObject({
        mobile: '9876543210',
      });
    },
  );

  it('tells who collects the details, why, for how long and how to withdraw; boxes unticked', () => {
    renderForm();
    const notice = screen.getByText(/collects these details/);
    expect(notice).toHaveTextContent(
      'Test Realty collects these details to contact you about properties. We keep them for ' +
        '24 months. To withdraw your consent, see what we hold about you or have it erased, ' +
        'write to privacy@test-realty.example.',
    );
    expect(screen.getByRole('link', { name: 'privacy@test-realty.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@test-realty.example',
    );
    expect(screen.getByLabelText('I agree to be contacted about this enquiry')).not.toBeChecked();
    expect(
      screen.getByLabelText('Send me messages about other properties too (optional)'),
    ).not.toBeChecked();
  });

  it('sends nothing until the visitor agrees to be contacted, and sends the optional choice', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    const consent = screen.getByLabelText('I agree to be contacted about this enquiry');
    await user.click(consent);
    await submit(user);
    expect(
      await screen.findByText('Please agree to be contacted about this enquiry.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/master_table/connect')).toHaveLength(0);

    await user.click(consent);
    await user.click(
      screen.getByLabelText('Send me messages about other properties too (optional)'),
    );
    await submit(user);
    await waitFor(() => expect(api.callsTo('POST', '/api/master_table/connect')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/master_table/connect')[0]?.body).toMatchObject({
      consent: true,
      marketingConsent: true,
    });
  });

  it("says 'Failed to submit the form.' when the server refuses", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderForm({ status: 500, data: { message: 'Internal Server Error' } });
    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit the form.');
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
    log.mockRestore();
  });
});
