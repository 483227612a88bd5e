import { screen, waitFor, within } from '@testing-library/react';

/** Waits for an in-page notification: success toasts are role="status", errors role="alert". */
export async function expectNotification(tone: 'success' | 'error', text: string): Promise<void> {
  await waitFor(() => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    const role = tone === 'error' ? 'alert' : 'status';
    const messages = within(region)
      .queryAllByRole(role)
      .map((toast) => toast.textContent ?? '');
    expect(messages).toContainEqual(expect.stringContaining(text));
  });
}
