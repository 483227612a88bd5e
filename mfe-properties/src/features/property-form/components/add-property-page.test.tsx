import { screen, waitFor } from '@testing-library/react';
import { MAP_LINK_MESSAGE, PROPERTY_FILE_MESSAGES, UPLOAD_LIMITS } from 'shared-api/contract';
import { stubApi, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { MAP_URL, stubLookups } from '../../../testing/property-fixtures';
import {
  enter,
  fillValidNewProperty,
  imageFile,
  pdfFile,
  waitForLookups,
} from '../../../testing/property-form-driver';
import { renderWithProviders } from 'shared-ui/testing';
import { AddPropertyPage } from './add-property-page';

const STORE = '/api/property/store';
// Filling the whole form with user-event takes a few seconds on a shared machine.
jest.setTimeout(30_000);
let api: ApiStub;

beforeEach(() => {
  api = stubApi();
  stubLookups(api);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function renderForm() {
  const view = renderWithProviders(<AddPropertyPage />, {
    route: '/add_property',
    user: TEST_AGENT,
  });
  await waitForLookups();
  return view;
}

const sentForm = () => api.callsTo('POST', STORE).at(-1)?.body as FormData;

describe('Add property form', () => {
  it('reads each lookup list once, for this form and the next that chooses from it', async () => {
    const { queryClient, unmount } = await renderForm();
    unmount();
    renderWithProviders(<AddPropertyPage />, {
      route: '/add_property',
      user: TEST_AGENT,
      queryClient,
    });

    expect(screen.getByRole('option', { name: 'City A' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/master_table/get_cities')).toHaveLength(1);
    expect(api.requests.filter((request) => request.method === 'GET')).toHaveLength(13);
  });

  it('shows the required messages under their fields and focuses the first one', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const address = screen.getByLabelText('Address');
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAccessibleDescription('Address is required');
    expect(screen.getByLabelText('Project Name')).toHaveAccessibleDescription(
      'Project name is required',
    );
    expect(screen.getByLabelText('Image 1')).toHaveAccessibleDescription(
      PROPERTY_FILE_MESSAGES.image1,
    );
    expect(screen.getByLabelText('Image 2')).toHaveAccessibleDescription(
      PROPERTY_FILE_MESSAGES.image2,
    );
    expect(screen.getByLabelText('Video')).toHaveAccessibleDescription(
      PROPERTY_FILE_MESSAGES.video,
    );
    expect(screen.getByText('Select at least one amenity')).toBeInTheDocument();
    expect(screen.getByText('Select at least one sanction')).toBeInTheDocument();
    // The map link may be left empty: the page then shows a map of the address (decision 094).
    expect(screen.getByLabelText('Google Map Link')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', STORE)).toHaveLength(0);
  });

  it('marks the fields docs/product.md lists as required', async () => {
    await renderForm();
    for (const label of [
      'Address',
      'City',
      'Price (Rs.)',
      'Image 1',
      'Image 2',
      'Video',
      'Launch Year',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Image 3')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Overlooking')).not.toHaveAttribute('aria-required');
  });

  it('keeps only the address of pasted map embed markup', async () => {
    const { user } = await renderForm();
    await enter(
      user,
      'Google Map Link',
      `<iframe src="${MAP_URL}&amp;z=3" width="600" loading="lazy"></iframe>`,
    );
    expect(screen.getByLabelText('Google Map Link')).toHaveValue(`${MAP_URL}&z=3`);
  });

  it('refuses a map link from another origin with the shared message', async () => {
    const { user } = await renderForm();
    await enter(
      user,
      'Google Map Link',
      '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MAP_LINK_MESSAGE)).toBeInTheDocument();
  });

  it('shows the price with Indian grouping beside the plain rupees typed', async () => {
    const { user } = await renderForm();
    await enter(user, 'Price (Rs.)', '4500000');
    expect(screen.getByLabelText('Price (Rs.)')).toHaveAccessibleDescription(
      'Reads as Rs. 45,00,000',
    );
  });

  it('warns at once, next to the slot, about a file the server would refuse', async () => {
    const { user } = await renderForm();
    const video = new File(['v'], 'walkthrough.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: UPLOAD_LIMITS.video + 1 });
    await user.upload(screen.getByLabelText('Video'), video);
    expect(screen.getByLabelText('Video')).toHaveAccessibleDescription(
      'walkthrough.mp4 is too large (100 MB); the limit is 100 MB',
    );
    await user.upload(
      screen.getByLabelText('Image 1'),
      new File(['i'], 'photo.heic', { type: 'image/heic' }),
    );
    expect(screen.getByLabelText('Image 1')).toHaveAccessibleDescription(
      'photo.heic is not a JPEG, PNG or WebP image',
    );
    await user.upload(screen.getByLabelText('Image 1'), imageFile('front.jpg'));
    expect(screen.getByLabelText('Image 1')).not.toHaveAccessibleDescription();
  });

  it('asks for a file for each checked sanction and drops it when the sanction is unchecked', async () => {
    const { user } = await renderForm();
    const sanctionA = screen.getByRole('checkbox', { name: 'Sanction A' });
    expect(screen.queryByLabelText('Sanction A file')).not.toBeInTheDocument();

    await user.click(sanctionA);
    await user.upload(screen.getByLabelText('Sanction A file'), pdfFile('rera.pdf'));
    await user.click(sanctionA);
    expect(screen.queryByLabelText('Sanction A file')).not.toBeInTheDocument();

    // Checked again, the earlier file is gone: the form asks for one.
    await user.click(sanctionA);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByLabelText('Sanction A file')).toHaveAccessibleDescription(
      expect.stringContaining(PROPERTY_FILE_MESSAGES.sanctionFile) as string,
    );
  });

  it('sends no file for a sanction that was unchecked before submitting', async () => {
    api.on('POST', STORE, {
      status: 201,
      data: { message: 'Property Details Saved Successfully', id: 1, prp_id: 'PRP0001' },
    });
    const { user } = await renderForm();
    await fillValidNewProperty(user);
    await user.click(screen.getByRole('checkbox', { name: 'Sanction B' }));
    await user.upload(screen.getByLabelText('Sanction B file'), pdfFile('oc.pdf'));
    await user.click(screen.getByRole('checkbox', { name: 'Sanction B' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Property Details Saved Successfully');
    const form = sentForm();
    expect(form.getAll('sanction')).toEqual(['7']);
    expect((form.get('sanctionFiles[7]') as File).name).toBe('rera.pdf');
    expect(form.has('sanctionFiles[9]')).toBe(false);
  });
});
