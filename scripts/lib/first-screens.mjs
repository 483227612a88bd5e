// @ts-check
// First screens (docs/decisions/070-first-screen-in-the-page.md): the top of a page in the host's
// page itself, so a phone paints it with the HTML rather than after the scripts (a second or two
// on a slow network). The host's frame (top bar) comes from the host's own build; the page's part
// from the remote that owns the page (remote-files.mjs). The live site replaces the whole first
// screen once the page has rendered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeText } from './host-page.mjs';

/** Written into frame.html by host-shell/src/server-files/first-screen-frame.tsx. */
const BROKER_NAME_SLOT = '{{brokerName}}';

/** @param {{ root: string, remoteFiles: ReturnType<import('./remote-files.mjs').createRemoteFiles> }} options */
export function createFirstScreens({ root, remoteFiles }) {
  /** @param {string} brokerName */
  function frame(brokerName) {
    try {
      const html = readFileSync(path.join(root, 'first-screen', 'frame.html'), 'utf8');
      return html.split(BROKER_NAME_SLOT).join(escapeText(brokerName));
    } catch {
      return null;
    }
  }

  return {
    /**
     * The first screen's HTML for the page opened (a page-routes.mjs match), or null. A remote
     * offers one for an expose as `first-screen/<expose>.html`, with the route's parameters in
     * the query for a page that shows data (decision 072: `?property_id=24`); for the others it
     * answers 404, which is kept like any answer.
     * @param {import('./page-routes.mjs').OpenedPage | null} opened
     * @param {import('./runtime-config.mjs').RuntimeConfig} runtimeConfig
     * @returns {Promise<string | null>}
     */
    async forPage(opened, runtimeConfig) {
      if (!opened) return null;
      const expose = opened.page.slice(opened.page.indexOf('/') + 1);
      const url = new URL(`first-screen/${expose}.html`, opened.readEntry);
      for (const [name, value] of Object.entries(opened.params ?? {})) {
        url.searchParams.set(name, value);
      }
      const page = await remoteFiles.get(url.href, 'text/html');
      const top = page && frame(runtimeConfig.site?.brokerName ?? '');
      return top ? top + page : null;
    },
  };
}
