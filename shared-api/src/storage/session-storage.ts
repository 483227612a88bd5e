/** The signed-in session as kept in the browser (keys 'token', 'id', 'name': docs/decisions/083). */
export interface StoredSession {
  token: string | null;
  id: number | null;
  name: string | null;
}

const KEYS = ['token', 'id', 'name'] as const;

// Storage can be missing or throw (private mode, blocked cookies, sandboxed frames); the site must
// still work for visitors, so every access is guarded and failures mean "nothing stored".
function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: (typeof KEYS)[number]): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored token, or null. */
export function getStoredToken(): string | null {
  const token = read('token');
  return token === null || token === '' ? null : token;
}

/** Token, id and name as stored (each null when absent or unreadable). */
export function getStoredSession(): StoredSession {
  const rawId = read('id');
  const id = rawId === null ? NaN : Number(rawId);
  return {
    token: getStoredToken(),
    id: Number.isInteger(id) && id > 0 ? id : null,
    name: read('name'),
  };
}

/** Keeps token, id and name after a successful sign-in. */
export function storeSession(session: { token: string; id: number; name: string }): void {
  try {
    const storage = getStorage();
    storage?.setItem('token', session.token);
    storage?.setItem('id', String(session.id));
    storage?.setItem('name', session.name);
  } catch {
    // Storage full or blocked: the session lasts for this page only.
  }
}

/** Forgets token, id and name. */
export function clearStoredSession(): void {
  for (const key of KEYS) {
    try {
      getStorage()?.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
}

/**
 * Calls `listener` when another tab of this site forgets the stored token (its sign-out, or its
 * own 401), which ends this tab's session too: the token is shared. Returns the unsubscribe.
 */
export function onStoredTokenRemoved(listener: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if ((event.key === 'token' || event.key === null) && getStoredToken() === null) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}
