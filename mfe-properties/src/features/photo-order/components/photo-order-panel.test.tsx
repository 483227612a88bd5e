import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { getFullRead } from '../../../testing/property-fixtures';
import { PHOTO_ORDER_SAVED, PhotoOrderPanel } from './photo-order-panel';

let api: ApiStub;
const READ = '/api/property/get_allproperty/5';

beforeEach(() => {
  api = stubApi();
  const read = getFullRead();
  api.on('GET', READ, {
    data: { ...read, images: { ...read.images, image3: 'uploads/images/three.jpg' } },
  });
  api.on('PUT', '/api/property/update/5', {
    data: { message: 'Property updated successfully!', id: 5, prp_id: 'PRP0005' },
  });
});
afterEach(() => api.restore());

const shownFiles = () =>
  within(screen.getByRole('list', { name: 'Photo order' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src')?.split('/').pop());

describe('PhotoOrderPanel', () => {
  it('moves a photo by its buttons, makes the first the cover, and saves the order', async () => {
    const { user } = renderWithProviders(<PhotoOrderPanel propertyId={5} />, { user: TEST_AGENT });
    await screen.findByRole('list', { name: 'Photo order' });
    expect(shownFiles()).toEqual(['one.jpg', 'two.jpg', 'three.jpg']);
    expect(screen.getByRole('button', { name: 'Save photo order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up photo 3' }));
    await user.click(screen.getByRole('button', { name: 'Move up photo 2' }));
    expect(shownFiles()).toEqual(['three.jpg', 'one.jpg', 'two.jpg']);
    expect(screen.getByRole('status')).toHaveTextContent('position 1 of 3, the cover');
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute(
      'src',
      expect.stringMatching(/three\.jpg$/),
    );

    await user.click(screen.getByRole('button', { name: 'Save photo order' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = api.requests.find((r) => r.method === 'PUT')?.body as FormData;
    expect(sent.get('photoOrder')).toBe('[3,1,2]');
    // Nothing else is sent: what is typed in the form is not saved by this.
    expect([...sent.keys()]).toEqual(['photoOrder']);
    expect(await screen.findByText(PHOTO_ORDER_SAVED)).toBeInTheDocument();
  });

  it('moves a photo down by keyboard', async () => {
    const { user } = renderWithProviders(<PhotoOrderPanel propertyId={5} />, { user: TEST_AGENT });
    const down = await screen.findByRole('button', { name: 'Move down photo 1' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(shownFiles()).toEqual(['two.jpg', 'one.jpg', 'three.jpg']);
  });

  it('moves a photo by dragging it onto another', async () => {
    renderWithProviders(<PhotoOrderPanel propertyId={5} />, { user: TEST_AGENT });
    const list = await screen.findByRole('list', { name: 'Photo order' });
    const [first, , third] = within(list).getAllByRole('listitem');
    if (!first || !third) throw new Error('three photos expected');
    fireEvent.dragStart(third);
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    expect(shownFiles()).toEqual(['three.jpg', 'one.jpg', 'two.jpg']);
    expect(screen.getByRole('button', { name: 'Save photo order' })).toBeEnabled();
  });
});
