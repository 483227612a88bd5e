import { screen, waitFor, within } from '@testing-library/react';
import { stubApi, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { MAP_URL, expectLoggedErrors, stubLookups } from '../../../testing/property-fixtures';
import {
  fillValidNewProperty,
  imageFile,
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

describe('Add property form: saving', () => {
  it('saves with progress, then confirms and resets the form with the signed-in id', async () => {
    let finish: () => void = () => undefined;
    api.on('POST', STORE, (request) => {
      request.reportProgress(0.4);
      return new Promise((resolve) => {
        finish = () =>
          resolve({
            status: 201,
            data: { message: 'Property Details Saved Successfully', id: 1, prp_id: 'PRP0001' },
          });
      });
    });
    const { user } = await renderForm();
    await fillValidNewProperty(user);
    await user.upload(screen.getByLabelText('Image 4'), imageFile('garden.jpg'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    finish();

    expect(await screen.findByText('Property Details Saved Successfully')).toBeInTheDocument();
    const form = sentForm();
    expect(form.get('authId')).toBe('3');
    expect(form.get('projectName')).toBe('Green Acres');
    expect(form.get('maps')).toBe(MAP_URL);
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual([
      'front.jpg',
      'hall.jpg',
      'garden.jpg',
    ]);
    expect((form.get('video') as File).name).toBe('tour.mp4');

    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Amenity A' })).not.toBeChecked();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's field refusals next to their fields, files included", async () => {
    const log = expectLoggedErrors();
    api.on('POST', STORE, {
      status: 400,
      data: {
        message: 'Project name is required',
        errors: {
          projectName: 'Project name is required',
          image2: 'File is too large (max 10 MB for images)',
        },
      },
    });
    const { user } = await renderForm();
    await fillValidNewProperty(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Project Name')).toHaveAccessibleDescription(
        'Project name is required',
      ),
    );
    expect(screen.getByLabelText('Image 2')).toHaveAccessibleDescription(
      expect.stringContaining('File is too large (max 10 MB for images)') as string,
    );
    expect(screen.getByLabelText('Address')).toHaveValue('Baner Road');
    expect(log).toHaveBeenCalled();
  });

  it('reports a refusal without field details as an error notification', async () => {
    expectLoggedErrors();
    api.on('POST', STORE, { status: 415, data: { message: 'The file type is not allowed' } });
    const { user } = await renderForm();
    await fillValidNewProperty(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file type is not allowed')).toBeInTheDocument();
  });
});
