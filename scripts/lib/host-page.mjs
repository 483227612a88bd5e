// @ts-check
// The host's page as the browser gets it: index.html with the runtime config written into it, so
// the shell starts without waiting for /config.json; an early connection to the API; and the
// public remote's entry, which every visitor's first page needs, downloading from the start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originOf } from './runtime-config.mjs';

/** @typedef {import('./runtime-config.mjs').RuntimeConfig} RuntimeConfig */

/**
 * JSON that cannot end the <script> element it is written into.
 * @param {unknown} value
 */
function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The head additions for one runtime config. The API is reached both by CORS calls and by plain
 * image requests, which browsers keep on separate connections: one hint for each. The public
 * remote's entry and the opened page's chunks (page-routes.mjs) are preloaded as the federation
 * runtime and webpack load them: plain scripts, no crossorigin.
 * @param {RuntimeConfig} runtimeConfig
 * @param {string[]} pageScripts
 */
function hostPageHead(runtimeConfig, pageScripts) {
  const api = originOf(runtimeConfig.apiBaseUrl);
  const publicEntry = runtimeConfig.remotes.mfe_public;
  const scripts = /** @type {string[]} */ ([publicEntry, ...pageScripts].filter(Boolean));
  const hints = [
    api && `<link rel="preconnect" href="${escapeAttribute(api)}" crossorigin>`,
    api && `<link rel="preconnect" href="${escapeAttribute(api)}">`,
    ...scripts.map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`),
  ].filter(Boolean);
  const config = `<script id="runtime-config" type="application/json">${scriptSafeJson(runtimeConfig)}</script>`;
  return [...hints, config].join('');
}

/**
 * Text for HTML element content.
 * @param {unknown} value
 */
export function escapeText(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * What the page shows until the shell has rendered (its scripts take a second or two on a phone):
 * the broker's name, where otherwise the screen stays blank. React replaces it on its first render.
 * Smaller than any page's heading, so it never stands in for a page's largest paint. Colours:
 * shared-ui's theme (background, secondary, textMuted), which this server script cannot import.
 * The page's template (tools/federation/index.html) takes away the body's margin, as the site's
 * base styles do, so the splash does not move when those arrive.
 * @param {RuntimeConfig['site']} site
 */
function bootSplash(site) {
  const name = escapeText(site?.brokerName ?? '');
  return (
    '<div role="status" style="min-height:100vh;display:flex;flex-direction:column;' +
    'align-items:center;justify-content:center;gap:0.5rem;background:#fbf7f2;color:#1f3a5a;' +
    `font-family:system-ui,sans-serif"><strong style="font-size:1.25rem">${name}</strong>` +
    '<span style="color:#5a5249">Loading…</span></div>'
  );
}

/**
 * A page's first screen (first-screens.mjs) over the splash, from the top of the document, until
 * the live page replaces it (host-shell's FirstScreenHandOver). Above the live site rather than in
 * #root: the site renders beneath it and takes its place without moving. Without JavaScript it
 * hides, so the <noscript> notice shows.
 *
 * Its styles go in the head, before any of its markup (see WHOLE_FIRST_PAINT). In the body they
 * came after the markup they style (the page's part follows the top bar), and the base styles after
 * the document's first paint. They are marked, so the hand-over takes them away with the screen.
 * @param {string} html
 * @returns {{ head: string, overlay: string }}
 */
function firstScreenOverlay(html) {
  /** @type {string[]} */
  const styles = [];
  // The first screen's own format (shared-ui's firstScreenHtml): `<style>css</style>markup`.
  const markup = html.replace(/<style>([\s\S]*?)<\/style>/g, (_, /** @type {string} */ css) => {
    styles.push(`<style data-first-screen>${css}</style>`);
    return '';
  });
  return {
    head: styles.join(''),
    overlay:
      '<div id="first-screen" style="position:absolute;top:0;left:0;right:0;z-index:2147483647">' +
      `${markup}</div><noscript><style>#first-screen{display:none}</style></noscript>`,
  };
}

/**
 * The page's first paint shows the first screen and the splash whole, never in part. A busy
 * phone's parser stops now and then, and the browser paints what it has parsed so far; what is
 * parsed next then moves it (a layout shift, e.g. a menu growing link by link). This holds the
 * first paint until #root, which follows the first screen and holds the splash, has been parsed;
 * browsers without `rel="expect"` paint as before.
 */
const WHOLE_FIRST_PAINT = '<link rel="expect" href="#root" blocking="render">';

/**
 * index.html of `root` with `hostPageHead` before </head>, the splash in #root, and a first screen
 * if the page has one; read per request (it is tiny and a rebuild in place replaces it).
 * @param {string} root
 * @param {RuntimeConfig} runtimeConfig
 * @param {{ firstScreen?: string | null, pageScripts?: string[] }} [extras]
 */
export function renderHostPage(root, runtimeConfig, { firstScreen = null, pageScripts = [] } = {}) {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const { head, overlay } = firstScreen
    ? firstScreenOverlay(firstScreen)
    : { head: '', overlay: '' };
  // Replacer functions: a `$&` or `$'` in the broker's details or a first screen is text, not a
  // replacement pattern.
  return html
    .replace(
      '</head>',
      () => `${WHOLE_FIRST_PAINT}${hostPageHead(runtimeConfig, pageScripts)}${head}</head>`,
    )
    .replace(
      /<div id="?root"?><\/div>/,
      () => `${overlay}<div id="root">${bootSplash(runtimeConfig.site)}</div>`,
    );
}
