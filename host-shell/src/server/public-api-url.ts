import type { RuntimeConfig } from 'shared-api/contract';

/**
 * The API's address where a page needs an absolute one (Open Graph images, the sitemap's images):
 * its configured public URL, else the site's canonical origin, which proxies it (decision 099).
 */
export function publicApiUrl(config: Pick<RuntimeConfig, 'apiBaseUrl' | 'siteUrl'>): string {
  return (config.apiBaseUrl || config.siteUrl).replace(/\/+$/, '');
}
