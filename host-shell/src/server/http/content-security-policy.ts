// The site's Content-Security-Policy: no inline or eval'd script, only our own origins, which by
// default are the site's own ('self', docs/decisions/099-one-origin-by-default.md).
import type { RuntimeConfig } from 'shared-api/contract';

const DEFAULT_FRAME_ORIGINS = ['https://www.google.com'];

/** The origin of an absolute URL, or null for a relative one (served by the site itself). */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** Origins the map frame may come from (MAP_EMBED_PREFIXES, as the API accepts them). */
function frameOrigins(env: NodeJS.ProcessEnv): string[] {
  const prefixes = (env.MAP_EMBED_PREFIXES ?? '').split(',').filter((item) => item.trim());
  const origins = unique(prefixes.map(originOf));
  return origins.length > 0 ? origins : DEFAULT_FRAME_ORIGINS;
}

/** The policy of the host's answers, naming the API's and the remotes' origins if elsewhere. */
export function buildContentSecurityPolicy(config: RuntimeConfig, env: NodeJS.ProcessEnv): string {
  const api = originOf(config.apiBaseUrl);
  const remotes = Object.values(config.remotes).map(originOf);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // styled-components injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'media-src': ["'self'", 'blob:', api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, ...remotes],
    'frame-src': frameOrigins(env),
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    // No <base> element anywhere (OWASP ASVS 5.0 V3.4.3).
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}
