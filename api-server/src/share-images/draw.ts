// The share images' drawings (SVG), composited by sharp in render.ts (decision 088). SVG cannot cut a
// line to fit, so text is measured here: an estimate of DejaVu Sans Bold's advances (the font
// librsvg finds for the family named; other sans-serif fonts run narrower), on the wide side, so
// that a line cut to fit never runs off the picture.

/** The size link previews expect (Open Graph, WhatsApp, X's large card): 1.91:1. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

const FONT_FAMILY = 'DejaVu Sans, sans-serif';
const MARGIN = 60;
const TEXT_WIDTH = SHARE_WIDTH - 2 * MARGIN;
const BAND_TOP = 390;
const ELLIPSIS = '…';

/** The drawn stand-in for a property without a photo: the front end's (property-placeholder.tsx). */
const PLACEHOLDER_BACKGROUND = [
  '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
  '<stop offset="0" stop-color="#e6eef4"/><stop offset="1" stop-color="#c9d8e3"/>',
  '</linearGradient></defs>',
  `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#bg)"/>`,
  // The house of the front end's 480 × 300 drawing, twice its size, above the band.
  '<g transform="translate(120 -122) scale(2)" fill="none" stroke="#6c8aa0" stroke-width="8"',
  ' stroke-linejoin="round" stroke-linecap="round">',
  '<path d="M160 150 L240 86 L320 150"/><path d="M178 138 V214 H302 V138"/>',
  '<path d="M224 214 V172 H256 V214"/></g>',
].join('');

/** A character XML 1.0 allows (its `Char`): not most C0 controls, lone surrogates, U+FFFE/F. */
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}

/**
 * The text without what XML refuses (librsvg would refuse the whole drawing), line breaks and
 * tabs as spaces: each text is one line.
 */
function xmlText(text: string): string {
  return Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/[\t\r\n]+/g, ' ');
}

/** Text as SVG character data or an attribute value. */
export function escapeSvgText(text: string): string {
  return xmlText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/**
 * One grapheme's advance in ems, from DejaVu Sans Bold's (measured here: W 1.10, m 1.04, M 1.00,
 * capitals 0.68-0.85, lower case and digits up to 0.71, i and l 0.34). Anything else (a
 * Devanagari cluster, an emoji) comes from whatever font has it, or is drawn as one missing-glyph
 * box per code point (0.75 em each, as here, where no such font is installed): the wider of a
 * full em and those boxes.
 */
function advance(grapheme: string): number {
  if (/^[ilj.,:;!|'`]$/.test(grapheme)) return 0.38;
  if (grapheme === ' ') return 0.36;
  if (/^[tfr()[\]\-/]$/.test(grapheme)) return 0.5;
  if (/^[WMmw@%]$/.test(grapheme)) return 1.1;
  if (/^[A-Z]$/.test(grapheme)) return 0.86;
  if (/^[\x21-\x7e]$/.test(grapheme)) return 0.71;
  return Math.max(1, 0.75 * [...grapheme].length);
}

/** Text of the book weight runs about a tenth narrower than bold (measured: 0.87-0.93). */
const BOOK_WEIGHT = 0.93;

export interface TextStyle {
  size: number;
  bold?: boolean;
}

/** One grapheme's estimated width in pixels. */
function graphemeWidth(grapheme: string, { size, bold }: TextStyle): number {
  return advance(grapheme) * size * (bold ? 1 : BOOK_WEIGHT);
}

/** The estimated width of a line of text, in pixels. */
export function textWidth(text: string, style: TextStyle): number {
  return graphemesOf(text).reduce((sum, grapheme) => sum + graphemeWidth(grapheme, style), 0);
}

/**
 * The text on one line, cut at a grapheme (never inside a letter with its marks, nor an emoji)
 * with an ellipsis when it would be wider than `width`.
 */
export function fitText(text: string, style: TextStyle, width: number): string {
  const clean = xmlText(text).replace(/\s+/g, ' ').trim();
  if (textWidth(clean, style) <= width) return clean;
  const room = width - textWidth(ELLIPSIS, style);
  let used = 0;
  let kept = '';
  for (const grapheme of graphemesOf(clean)) {
    used += graphemeWidth(grapheme, style);
    if (used > room) break;
    kept += grapheme;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

interface Line extends TextStyle {
  text: string;
  y: number;
  fill: string;
}

function textLine(line: Line): string {
  const weight = line.bold ? ' font-weight="bold"' : '';
  const text = escapeSvgText(fitText(line.text, line, TEXT_WIDTH));
  return (
    `<text x="${MARGIN}" y="${line.y}" font-family="${FONT_FAMILY}" font-size="${line.size}"` +
    `${weight} fill="${line.fill}">${text}</text>`
  );
}

/** The dark translucent band the lines are written on, whatever the photo behind. */
function band(lines: readonly Line[]): string {
  return [
    `<rect x="0" y="${BAND_TOP}" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT - BAND_TOP}"`,
    ' fill="#000000" fill-opacity="0.62"/>',
    ...lines.map((line) => textLine(line)),
  ].join('');
}

/** The broker's name, small, on a dark pill in the top right corner. */
function brokerTag(name: string): string {
  const style = { size: 26, bold: true };
  const text = fitText(name, style, 560);
  const padding = 20;
  const width = Math.round(textWidth(text, style)) + 2 * padding;
  const right = SHARE_WIDTH - 32;
  return [
    `<rect x="${right - width}" y="28" width="${width}" height="50" rx="25"`,
    ' fill="#000000" fill-opacity="0.55"/>',
    `<text x="${right - padding}" y="62" font-family="${FONT_FAMILY}" font-size="${style.size}"`,
    ` font-weight="bold" fill="#ffffff" text-anchor="end">${escapeSvgText(text)}</text>`,
  ].join('');
}

function svg(...parts: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}"`,
    ` viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">`,
    ...parts,
    '</svg>',
  ].join('');
}

/** What a property's share image says. */
export interface PropertyCardText {
  projectName: string;
  /** The price in words ('Rs. 45 lakh'). */
  price: string;
  /** What buyers search for first after the price ('2 BHK'), when the listing has bedrooms. */
  bhk: string | null;
  city: string | null;
  /** The project's RERA registration as quoted ('MahaRERA P52100012345'), when it has one. */
  rera: string | null;
  brokerName: string;
}

/**
 * A property's share image drawn over its photo (`withBackground` false: transparent but for the
 * band and the tag) or over the placeholder.
 */
export function propertyCardSvg(card: PropertyCardText, withBackground: boolean): string {
  const lines: Line[] = [
    { text: card.projectName, size: 60, y: 470, fill: '#ffffff', bold: true },
    {
      text: [card.bhk, card.price].filter(Boolean).join('  ·  '),
      size: 46,
      y: card.city || card.rera ? 538 : 560,
      fill: '#ffd58a',
      bold: true,
    },
  ];
  // The registration travels with the listing wherever it is shared (RERA section 11(2)).
  const place = [card.city, card.rera].filter(Boolean).join('   ·   ');
  if (place) lines.push({ text: place, size: 34, y: 594, fill: '#eeeeee' });
  return svg(withBackground ? PLACEHOLDER_BACKGROUND : '', band(lines), brokerTag(card.brokerName));
}

/** The site's share image: the broker's name and tagline on the placeholder. */
export function siteCardSvg(brokerName: string, tagline: string): string {
  return svg(
    PLACEHOLDER_BACKGROUND,
    band([
      { text: brokerName, size: 64, y: 490, fill: '#ffffff', bold: true },
      { text: tagline, size: 38, y: 564, fill: '#ffd58a' },
    ]),
  );
}
