import type { ListingSummary, RequirementSummary } from './payloads';

/** What every message's text needs besides its payload. */
export interface RenderContext {
  brokerName: string;
  /** The site's public origin: links to the admin area and to listings. */
  siteUrl: string;
}

/** A rendered e-mail: plain text, and simple HTML that reads on a phone. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text from a form, safe inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Rs. with Indian digit grouping (Rs. 45,00,000), as the site shows prices. */
export function formatRupees(value: number): string {
  return `Rs. ${value.toLocaleString('en-IN')}`;
}

export const listingUrl = (context: RenderContext, id: number) =>
  `${context.siteUrl}/property/${id}`;

/** Where the link in a new-lead alert opens that lead in the admin area. */
export const leadUrl = (context: RenderContext, enquiryId: number) =>
  `${context.siteUrl}/enquiries?lead=${enquiryId}`;

export function describeListing(listing: ListingSummary): string {
  const bhk =
    listing.bedrooms === null
      ? ''
      : listing.bedrooms === 0
        ? ' · 1 RK'
        : ` · ${listing.bedrooms} BHK`;
  const city = listing.city ? ` · ${listing.city}` : '';
  return `${listing.name} (${listing.prpId}) · ${formatRupees(listing.price)}${bhk}${city}`;
}

export function describeRequirement(requirement: RequirementSummary): string[] {
  const any = (items: readonly (string | number)[]) => (items.length ? items.join(', ') : 'any');
  return [
    `Wants to: ${requirement.purpose}`,
    `Budget: ${formatRupees(requirement.budgetFrom)} to ${formatRupees(requirement.budgetTo)}`,
    `BHK: ${any(requirement.bedrooms)}`,
    `Property types: ${any(requirement.propertyTypes)}`,
    `Cities: ${any(requirement.cities)}`,
    `Possession: ${requirement.possession}`,
    ...(requirement.note ? [`Note: ${requirement.note}`] : []),
  ];
}

/** One HTML line: a label and a value (escaped), or raw HTML when `html` is set. */
export type HtmlLine = { label: string; value: string; href?: string };

/** A short, single-column HTML mail: readable on a phone, no images, no external styles. */
export function htmlPage(title: string, intro: string, lines: HtmlLine[], footer = ''): string {
  const rows = lines
    .map(({ label, value, href }) => {
      const shown = href
        ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>`
        : escapeHtml(value);
      return `<p style="margin:0 0 8px"><strong>${escapeHtml(label)}:</strong> ${shown}</p>`;
    })
    .join('\n');
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;margin:0;padding:16px;max-width:600px">',
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
    `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
    rows,
    footer,
    '</body></html>',
  ].join('\n');
}

/** The plain text of the same lines. */
export function textPage(intro: string, lines: HtmlLine[], footer = ''): string {
  return [
    intro,
    '',
    ...lines.map(
      ({ label, value, href }) =>
        `${label}: ${href && href !== value ? `${value} <${href}>` : value}`,
    ),
    ...(footer ? ['', footer] : []),
  ].join('\n');
}

/** A whole e-mail: its title as the subject, the same lines as HTML and as plain text. */
export function emailPage(
  title: string,
  intro: string,
  lines: HtmlLine[],
  footer = '',
): RenderedEmail {
  return {
    subject: title,
    text: textPage(intro, lines, footer),
    html: htmlPage(title, intro, lines, footer ? `<p>${escapeHtml(footer)}</p>` : ''),
  };
}
