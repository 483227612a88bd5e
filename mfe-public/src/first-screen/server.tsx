// mfe-public's server part (decision 072), bundled by `npm run build` into dist/server/
// first-screens.cjs, which scripts/serve-static.mjs loads to answer first-screen/<expose>.html
// for a page whose first screen shows data (the host's server asks, see scripts/lib/
// first-screens.mjs). Node only: the visitor's browser never downloads it.
import { firstScreenHtml } from 'shared-ui/first-screen';
import { DATA_FIRST_SCREENS, type ReadApi } from './first-screens';

/** How long the API may take before the page goes without this first screen. */
const API_TIMEOUT_MS = 400;

export interface FirstScreenOptions {
  /** The API as this server reaches it. */
  apiBaseUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** The expose names this server writes first screens for, per request. */
export const FIRST_SCREEN_PAGES: readonly string[] = Object.keys(DATA_FIRST_SCREENS);

function apiReader({
  apiBaseUrl,
  fetchImpl = fetch,
  timeoutMs = API_TIMEOUT_MS,
}: FirstScreenOptions): ReadApi {
  return async (path) => {
    try {
      const response = await fetchImpl(new URL(path, apiBaseUrl), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return (await response.json()) as unknown;
    } catch {
      return null;
    }
  };
}

/**
 * The first screen of page `expose` for the route's `params` (`/details/24`: property_id=24) as
 * HTML, or null when there is none: an unknown page, a property the API does not show, an API
 * that does not answer in time.
 */
export async function firstScreenFor(
  expose: string,
  params: URLSearchParams,
  options: FirstScreenOptions,
): Promise<string | null> {
  if (!Object.hasOwn(DATA_FIRST_SCREENS, expose)) return null;
  const screen = DATA_FIRST_SCREENS[expose as keyof typeof DATA_FIRST_SCREENS];
  const element = await screen(params, apiReader(options));
  return element ? firstScreenHtml(element) : null;
}
