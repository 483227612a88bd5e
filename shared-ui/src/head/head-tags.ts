// The public page's head as HTML (decision 088): the host's server writes it into <head>, so a
// page's title, description, share preview and structured data reach crawlers and link previews
// without JavaScript. Every value comes from data people typed (project names, addresses), so
// everything is escaped here, once, for the place it goes.
import type { PageHead } from './page-head';

/** Open Graph's locale of the site: English as written in India. */
const OG_LOCALE = 'en_IN';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text made safe inside an element and inside a quoted attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON that cannot end its script element or open a comment in it (`</script>`, `<!--`): `<`, `>`
 * and `&` as JSON escapes, which parse back to the same strings. U+2028 and U+2029 are escaped
 * too: valid in JSON strings, they broke older JavaScript parsers reading the same text.
 */
function jsonForScript(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
}

/**
 * The tags the server writes into a public page's <head>: title, description, canonical address,
 * robots (only for a page kept out of search indexes), Open Graph and Twitter's card for link
 * previews, and one JSON-LD script per structured-data object. `siteName` is og:site_name.
 */
export function headTags(head: PageHead, siteName: string): string {
  const { image } = head;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.type),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', OG_LOCALE),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('\n');
}
