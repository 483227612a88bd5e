// The host's page as the browser gets it: index.html with the runtime config written into it, so
// the shell starts without waiting for /config.json; an early connection to the API; and the
// public remote's entry, which every visitor's first page needs, downloading from the start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originOf } from './runtime-config.mjs';

/** JSON that cannot end the <script> element it is written into. */
function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The head additions for one runtime config. The API is reached both by CORS calls and by plain
 * image requests, which browsers keep on separate connections: one hint for each. The public
 * remote's entry and the opened page's chunks (page-routes.mjs) are preloaded as the federation
 * runtime and webpack load them: plain scripts, no crossorigin.
 */
function hostPageHead(runtimeConfig, pageScripts) {
  const api = originOf(runtimeConfig.apiBaseUrl);
  const publicEntry = runtimeConfig.remotes.mfe_public;
  const scripts = [publicEntry, ...pageScripts].filter(Boolean);
  const hints = [
    api && `<link rel="preconnect" href="${escapeAttribute(api)}" crossorigin>`,
    api && `<link rel="preconnect" href="${escapeAttribute(api)}">`,
    ...scripts.map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`),
  ].filter(Boolean);
  const config = `<script id="runtime-config" type="application/json">${scriptSafeJson(runtimeConfig)}</script>`;
  return [...hints, config].join('');
}

/** Text for HTML element content. */
export function escapeText(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * What the page shows until the shell has rendered (its scripts take a second or two on a phone):
 * the broker's name, where otherwise the screen stays blank. React replaces it on its first render.
 * Smaller than any page's heading, so it never stands in for a page's largest paint. Colours:
 * shared-ui's theme (background, secondary, textMuted), which this server script cannot import.
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
 */
function firstScreenOverlay(html) {
  return (
    '<div id="first-screen" style="position:absolute;top:0;left:0;right:0;z-index:2147483647">' +
    `${html}</div><noscript><style>#first-screen{display:none}</style></noscript>`
  );
}

/**
 * index.html of `root` with `hostPageHead` before </head>, the splash in #root, and a first screen
 * if the page has one; read per request (it is tiny and a rebuild in place replaces it).
 * @param {{ firstScreen?: string | null, pageScripts?: string[] }} [extras]
 */
export function renderHostPage(root, runtimeConfig, { firstScreen = null, pageScripts = [] } = {}) {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const overlay = firstScreen ? firstScreenOverlay(firstScreen) : '';
  // Replacer functions: a `$&` or `$'` in the broker's details or a first screen is text, not a
  // replacement pattern.
  return html
    .replace('</head>', () => `${hostPageHead(runtimeConfig, pageScripts)}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () => `${overlay}<div id="root">${bootSplash(runtimeConfig.site)}</div>`,
    );
}
