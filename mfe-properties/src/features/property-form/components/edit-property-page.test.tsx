import { screen, waitFor, within } from '@testing-library/react';
import { stubApi, TEST_AGENT, TEST_API_BASE_URL, type ApiStub } from 'shared-api/testing';
import {
  MAP_URL,
  expectLoggedErrors,
  getFullRead,
  stubLookups,
} from '../../../testing/property-fixtures';
import { enter, imageFile, waitForLookups } from '../../../testing/property-form-driver';
import { renderWithProviders } from 'shared-ui/testing';
import { EditPropertyPage } from './edit-property-page';

const READ = '/api/property/get_allproperty/5';
const UPDATE = '/api/property/update/5';
// The whole form renders for each test; generous on a shared machine.
jest.setTimeout(30_000);
let api: ApiStub;

beforeEach(() => {
  api = stubApi();
  stubLookups(api);
  api.on('GET', READ, { data: getFullRead() });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function renderEditPage() {
  const view = renderWithProviders(<EditPropertyPage />, {
    route: '/edit_form/5',
    path: '/edit_form/:id',
    user: TEST_AGENT,
  });
  await waitForLookups();
  await screen.findByDisplayValue('Green Acres');
  return view;
}

describe('Property Updation Form', () => {
  it('prefills every field and shows the stored images, video and sanction files', async () => {
    await renderEditPage();
    expect(screen.getByRole('heading', { name: 'Property Updation Form' })).toBeInTheDocument();
    expect(document.title).toContain('Property Updation Form');
    expect(screen.getByLabelText('Address')).toHaveValue('Baner Road');
    expect(screen.getByLabelText('City')).toHaveValue('2');
    expect(screen.getByLabelText('Price (Rs.)')).toHaveValue('4500000');
    expect(screen.getByLabelText('Property Type')).toHaveValue('2');
    expect(screen.getByLabelText('Possession')).toHaveValue('2027-06');
    expect(screen.getByLabelText('Overlooking')).toHaveValue('Garden');
    expect(screen.getByLabelText('Power Backup')).toHaveValue('2');
    expect(screen.getByLabelText('Bus Stop (km)')).toHaveValue('0.3');
    expect(screen.getByLabelText('Google Map Link')).toHaveValue(MAP_URL);
    expect(screen.getByRole('checkbox', { name: 'Amenity A' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Amenity B' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sanction A' })).toBeChecked();

    expect(screen.getByRole('img', { name: 'Current image 1' })).toHaveAttribute(
      'src',
      `${TEST_API_BASE_URL}/uploads/images/one.jpg`,
    );
    // Stored files satisfy the required slots.
    expect(screen.getByLabelText('Image 1')).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('link', { name: 'Current video: tour.mp4' })).toHaveAttribute(
      'href',
      `${TEST_API_BASE_URL}/uploads/videos/tour.mp4`,
    );
    const saved = screen.getByRole('list', { name: 'Saved sanctions' });
    expect(within(saved).getByRole('link', { name: 'Sanction A: rera.pdf' })).toBeInTheDocument();
  });

  it('refuses more available units than units, with the shared message', async () => {
    const { user } = await renderEditPage();
    await enter(user, 'Available Units', '50');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Available Units')).toHaveAccessibleDescription(
        'Available units cannot exceed the number of units',
      ),
    );
    expect(screen.getByLabelText('Available Units')).toHaveFocus();
    expect(api.callsTo('PUT', UPDATE)).toHaveLength(0);
  });

  it('deletes a sanction after confirming: gone from the selection and the stored files', async () => {
    api.on('DELETE', '/api/property/deleteSanction/5/7', {
      data: { message: 'Sanction deleted successfully!' },
    });
    const { user } = await renderEditPage();
    await user.click(screen.getByRole('button', { name: 'Delete Sanction A' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Sanction deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/property/deleteSanction/5/7')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Sanction A' })).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Sanction A: rera.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sanction B: oc.pdf' })).toBeInTheDocument();
  });

  it('saves in the product’s multipart shape and confirms the update', async () => {
    api.on('PUT', UPDATE, {
      data: { message: 'Property updated successfully!', id: 5, prp_id: 'PRP0005' },
    });
    const { user } = await renderEditPage();
    await enter(user, 'Price (Rs.)', '5200000');
    await user.upload(screen.getByLabelText('Image 3'), imageFile('terrace.jpg'));
    await user.click(screen.getByRole('checkbox', { name: 'Sanction B' }));
    await user.click(screen.getByRole('checkbox', { name: 'Amenity B' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
    const form = api.callsTo('PUT', UPDATE)[0]?.body as FormData;
    expect(form.get('price')).toBe('5200000');
    expect(form.get('project_name')).toBe('Green Acres');
    expect(form.get('map')).toBe(MAP_URL);
    expect(JSON.parse(form.get('description') as string)).toMatchObject({
      property_type: 2,
      no_of_units: 40,
      oc: 'yes',
    });
    expect(JSON.parse(form.get('features') as string)).toMatchObject({
      overlooking: 'Garden',
      power_backup: 2,
    });
    expect(JSON.parse(form.get('location') as string)).toEqual({
      metro_railway: 1.5,
      bus_stop: 0.3,
      hospital: 2,
      school: 1,
    });
    expect((form.get('image3') as File).name).toBe('terrace.jpg');
    expect(form.has('image1')).toBe(false);
    expect(JSON.parse(form.get('amenities') as string)).toEqual([1, 2]);
    expect(JSON.parse(form.get('sanctionIds') as string)).toEqual([7]);
    expect(JSON.parse(form.get('deletedSanctions') as string)).toEqual([9]);
    // The page reloads the property after the save.
    await waitFor(() => expect(api.callsTo('GET', READ).length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's owner refusal instead of the form", async () => {
    expectLoggedErrors();
    api.on('GET', READ, {
      status: 403,
      data: { message: 'You can only manage your own properties' },
    });
    renderWithProviders(<EditPropertyPage />, {
      route: '/edit_form/5',
      path: '/edit_form/:id',
      user: TEST_AGENT,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only manage your own properties',
    );
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it("says 'Property not found' for a property that does not exist", async () => {
    api.on('GET', READ, { status: 404, data: { message: 'Property not found' } });
    renderWithProviders(<EditPropertyPage />, {
      route: '/edit_form/5',
      path: '/edit_form/:id',
      user: TEST_AGENT,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Property not found');
  });
});
