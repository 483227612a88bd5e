// The host's page as the browser gets it (decision 088): index.html with the runtime config written
// into it (the shell starts without asking for /config.json), early connections to the API and the
// public remote, and for a public page what the host's server rendered: its head, its markup in
// #root and the query cache it was rendered from, which the browser hydrates.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from 'shared-api/contract';
import type { RenderedPage } from '../index';
import { originOf } from './content-security-policy';

/** JSON that cannot end the <script> element it is written into. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * An API on another origin is reached both by CORS calls and by plain image requests, which
 * browsers keep on separate connections: one hint for each (none on the site's own origin). The
 * public remote's entry, which every visitor's page needs to hydrate, downloads from the start (a
 * plain script, as the federation runtime loads it).
 */
function hints(runtimeConfig: RuntimeConfig): string {
  const api = originOf(runtimeConfig.apiBaseUrl);
  const publicEntry = runtimeConfig.remotes.mfe_public;
  return [
    api && `<link rel="preconnect" href="${escapeAttribute(api)}" crossorigin>`,
    api && `<link rel="preconnect" href="${escapeAttribute(api)}">`,
    publicEntry && `<link rel="preload" as="script" href="${escapeAttribute(publicEntry)}">`,
  ]
    .filter(Boolean)
    .join('');
}

/** What a browser without JavaScript shows of a page the server did not render (a staff page). */
const NEEDS_JAVASCRIPT =
  '<noscript><p>This page needs JavaScript. Please enable JavaScript in your browser and reload ' +
  'the page.</p></noscript>';

/**
 * index.html of `root` for one request: the runtime config, the hints, and the rendered page if
 * there is one (its own title and description replace the template's). Read per request (it is
 * tiny, and a rebuild in place replaces it).
 */
export function renderHostPage(
  root: string,
  runtimeConfig: RuntimeConfig,
  rendered: RenderedPage | null,
): string {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const config = `<script id="runtime-config" type="application/json">${scriptSafeJson(runtimeConfig)}</script>`;
  const head = rendered
    ? template
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta name="?description"?[^>]*>/, '')
    : template;
  const state = rendered
    ? `<script id="server-state" type="application/json">${scriptSafeJson(rendered.state)}</script>`
    : '';
  // Replacer functions: a `$&` or `$'` in the broker's details or a page is text, not a pattern.
  return head
    .replace(
      '</head>',
      () => `${hints(runtimeConfig)}${rendered?.head ?? ''}${config}${state}</head>`,
    )
    .replace(/<div id="?root"?><\/div>/, () =>
      rendered
        ? `<div id="root">${rendered.body}</div>`
        : `${NEEDS_JAVASCRIPT}<div id="root"></div>`,
    );
}
