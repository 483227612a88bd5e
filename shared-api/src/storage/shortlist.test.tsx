import { act, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SHORTLIST_KEY, SHORTLIST_MAX } from './shortlist-store';
import { useShortlist } from './use-shortlist';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

/** What another tab does: writes the key, and this tab gets the `storage` event. */
function writeFromAnotherTab(value: string | null): void {
  if (value === null) localStorage.removeItem(SHORTLIST_KEY);
  else localStorage.setItem(SHORTLIST_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY, newValue: value }));
}

describe('useShortlist', () => {
  it('adds the newest first, removes, and keeps the list under its localStorage key', () => {
    const { result } = renderHook(() => useShortlist());
    expect(result.current.ids).toEqual([]);

    act(() => void result.current.toggle(4));
    act(() => void result.current.toggle(9));
    expect(result.current.ids).toEqual([9, 4]);
    expect(result.current.has(4)).toBe(true);
    expect(localStorage.getItem(SHORTLIST_KEY)).toBe('[9,4]');

    let change = '';
    act(() => {
      change = result.current.toggle(4);
    });
    expect(change).toBe('removed');
    act(() => result.current.remove(9));
    expect(result.current.ids).toEqual([]);
    expect(result.current.has(4)).toBe(false);
  });

  it(`holds at most ${SHORTLIST_MAX} properties and says when it is full`, () => {
    const full = Array.from({ length: SHORTLIST_MAX }, (_, index) => index + 1);
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(full));
    const { result } = renderHook(() => useShortlist());
    let change = '';
    act(() => {
      change = result.current.toggle(99);
    });
    expect(change).toBe('full');
    expect(result.current.ids).toHaveLength(SHORTLIST_MAX);
    expect(result.current.has(99)).toBe(false);
  });

  it('stays in step with another tab, and with other components of this tab', () => {
    const { result: first } = renderHook(() => useShortlist());
    const { result: second } = renderHook(() => useShortlist());
    act(() => writeFromAnotherTab('[3,5]'));
    expect(first.current.ids).toEqual([3, 5]);
    act(() => void first.current.toggle(8));
    expect(second.current.ids).toEqual([8, 3, 5]);
    act(() => writeFromAnotherTab(null));
    expect(second.current.ids).toEqual([]);
  });

  it('ignores a malformed stored list: not JSON, not a list, bad or repeated ids', () => {
    const { result } = renderHook(() => useShortlist());
    act(() => writeFromAnotherTab('{oops'));
    expect(result.current.ids).toEqual([]);
    act(() => writeFromAnotherTab('{"a":1}'));
    expect(result.current.ids).toEqual([]);
    act(() => writeFromAnotherTab('[2,"3",-1,2.5,2,7]'));
    expect(result.current.ids).toEqual([2, 7]);
  });

  it('works for this page when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderHook(() => useShortlist());
    act(() => void result.current.toggle(6));
    expect(result.current.ids).toEqual([6]);
    act(() => result.current.remove(6));
    expect(result.current.ids).toEqual([]);
  });

  it('renders empty on the server and hydrates without a mismatch, then shows the stored list', async () => {
    localStorage.setItem(SHORTLIST_KEY, '[1,2]');
    function Count() {
      return <p>Shortlisted: {useShortlist().ids.length}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Count />);
    expect(container.textContent).toBe('Shortlisted: 0');
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Count />, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(screen.getByText('Shortlisted: 2')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('renders the stored list at once in a page the browser renders alone', () => {
    localStorage.setItem(SHORTLIST_KEY, '[4]');
    function Count() {
      return <p>Shortlisted: {useShortlist().ids.length}</p>;
    }
    render(<Count />);
    expect(screen.getByText('Shortlisted: 1')).toBeInTheDocument();
  });
});
