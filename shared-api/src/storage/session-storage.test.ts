import { clearStoredSession, getStoredSession, storeSession } from './session-storage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('session storage', () => {
  it('keeps token, id and name under the product’s keys', () => {
    storeSession({ token: 'abc', id: 12, name: 'Asha' });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('id')).toBe('12');
    expect(localStorage.getItem('name')).toBe('Asha');
    expect(getStoredSession()).toEqual({ token: 'abc', id: 12, name: 'Asha' });
    clearStoredSession();
    expect(getStoredSession()).toEqual({ token: null, id: null, name: null });
  });

  it('treats unavailable storage as empty instead of failing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storeSession({ token: 'abc', id: 1, name: 'A' })).not.toThrow();
    expect(getStoredSession()).toEqual({ token: null, id: null, name: null });
  });

  it('ignores a malformed stored id', () => {
    localStorage.setItem('id', 'admin');
    expect(getStoredSession().id).toBeNull();
  });
});
