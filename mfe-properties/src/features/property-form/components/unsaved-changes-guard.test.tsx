import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { TEST_AGENT } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { UNSAVED_CHANGES_QUESTION, UnsavedChangesGuard } from './unsaved-changes-guard';

function FormPage({ isDirty }: { isDirty: boolean }) {
  return (
    <>
      <UnsavedChangesGuard when={isDirty} />
      <Link to="/table_detail">Detailed Table</Link>
    </>
  );
}

describe('Unsaved changes warning', () => {
  it('asks before an in-app link leaves a changed form, and stays when cancelled', async () => {
    const { user, location } = renderWithProviders(<FormPage isDirty />, {
      route: '/add_property',
      path: '/add_property',
      user: TEST_AGENT,
    });
    await user.click(screen.getByRole('link', { name: 'Detailed Table' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(location().pathname).toBe('/add_property');

    await user.click(screen.getByRole('link', { name: 'Detailed Table' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    // The confirmation answers asynchronously; the navigation follows it.
    await waitFor(() => expect(location().pathname).toBe('/table_detail'));
  });

  it('lets an unchanged form go without asking', async () => {
    const { user, location } = renderWithProviders(<FormPage isDirty={false} />, {
      route: '/add_property',
      path: '/add_property',
      user: TEST_AGENT,
    });
    await user.click(screen.getByRole('link', { name: 'Detailed Table' }));
    expect(location().pathname).toBe('/table_detail');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm a reload or tab close only while there are changes', () => {
    const { unmount } = renderWithProviders(<FormPage isDirty />, { user: TEST_AGENT });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
