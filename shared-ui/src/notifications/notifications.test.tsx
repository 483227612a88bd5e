import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render';
import { TOAST_DURATION_MS, useNotify } from './notifications-provider';

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.success('User added successfully')}>
        Succeed
      </button>
      <button type="button" onClick={() => notify.error('Failed to delete user')}>
        Fail
      </button>
      <button type="button" onClick={() => notify.info('Saving')}>
        Inform
      </button>
    </>
  );
}

describe('useNotify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    renderWithUi(<Buttons />);
    return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  }

  it('announces success and info politely and errors as alerts', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Inform' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(region)
        .getAllByRole('status')
        .map((toast) => toast.textContent),
    ).toEqual([
      expect.stringContaining('User added successfully'),
      expect.stringContaining('Saving'),
    ]);
    expect(within(region).getByRole('alert')).toHaveTextContent('Failed to delete user');
  });

  it('dismisses success after the timeout but keeps errors until closed', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
