import { registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * How often the server asks a remote whether its build changed: a redeployed remote's pages are
 * rendered from its new code within this time, without restarting the host (decision 088).
 */
const CHECK_EVERY_MS = 1_000;
/** A remote that does not answer this fast is treated as down for this check. */
const CHECK_TIMEOUT_MS = 2_000;

interface RemoteState {
  entry: string;
  /** The entry file's ETag (or Last-Modified) when last seen: a new one is a new build. */
  version: string | null;
  isReachable: boolean;
  checkedAt: number;
  checking: Promise<void> | null;
}

const remotes = new Map<string, RemoteState>();
/** The remotes registered with the federation runtime so far. */
const registered = new Set<string>();

async function check(name: string, state: RemoteState): Promise<void> {
  let version: string | null = null;
  let isReachable = false;
  try {
    const response = await fetch(state.entry, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    isReachable = response.ok;
    version = response.headers.get('etag') ?? response.headers.get('last-modified');
  } catch {
    isReachable = false;
  }
  if (isReachable && (state.checkedAt === 0 || version !== state.version)) {
    // First seen, or rebuilt: the runtime forgets the old container and loads the new one.
    registerRemotes([{ name, entry: state.entry }], { force: registered.has(name) });
    registered.add(name);
    state.version = version;
  }
  state.isReachable = isReachable;
  state.checkedAt = Date.now();
}

/**
 * True when the remote `name` answered at `entry` when last asked; registers it with the
 * federation runtime on the first answer and again whenever its build changed. Asked at most once
 * a second, in the background after the first time. A remote that stopped answering is down for the
 * server too, even though its old code is still in memory: the page says so (503) rather than
 * showing what the remote no longer serves.
 */
export async function isRemoteCurrent(name: string, entry: string): Promise<boolean> {
  let state = remotes.get(name);
  if (!state || state.entry !== entry) {
    state = { entry, version: null, isReachable: false, checkedAt: 0, checking: null };
    remotes.set(name, state);
  }
  if (Date.now() - state.checkedAt >= CHECK_EVERY_MS) {
    const current = state;
    current.checking ??= check(name, current).finally(() => {
      current.checking = null;
    });
  }
  // Only the first check is waited for; later ones answer the next pages, so no page waits for
  // a remote's answer once it has been seen.
  if (state.checkedAt === 0) await state.checking;
  return state.isReachable;
}
