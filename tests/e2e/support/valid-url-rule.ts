// The HTML standard wants a URL in href, src and the like to be a valid URL string (the URL
// standard's "valid URL string", which e.g. has no raw space), and html-validate does not check URLs.
// This rule does, for the attributes the standard defines as URLs (decision 093: the favicon's data: URL
// had raw spaces).
import { definePlugin, Rule, type AttributeEvent, type RuleDocumentation } from 'html-validate';

/** Attributes whose value is one URL, "potentially surrounded by spaces". */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data']);

/** Attributes whose value is a list of image candidates, each a URL and its descriptors. */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/** ASCII whitespace, as the HTML and URL standards define it. */
const SPACE = /[\t\n\f\r ]/;

/**
 * The URL standard's URL code points, plus what a valid URL string may also hold: a percent sign
 * (checked apart), the fragment's # and an IPv6 host's brackets. Non-ASCII code points are allowed
 * except controls, surrogates and noncharacters.
 */
const URL_CHARACTER =
  /^[A-Za-z0-9!$&'()*+,\-./:;=?@_~%#[\]\u00A0-\uD7FF\uE000-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{10FFFD}]$/u;

/** Why `url` is not a valid URL string, or null when it is one. */
export function urlProblem(url: string): string | null {
  for (const [index, character] of [...url].entries()) {
    if (SPACE.test(character)) return `a space at ${index} (write %20)`;
    if (!URL_CHARACTER.test(character)) {
      return `"${character}" at ${index}, which a URL must percent-encode`;
    }
  }
  const badPercent = /%(?![0-9A-Fa-f]{2})/.exec(url);
  if (badPercent) return `a "%" at ${badPercent.index} not followed by two hex digits`;
  if (!URL.canParse(url, 'http://example.com/')) return 'it does not parse as a URL';
  return null;
}

function trimSpaces(value: string): string {
  return value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
}

class ValidUrl extends Rule {
  public override documentation(): RuleDocumentation {
    return { description: 'A URL attribute must hold a valid URL string (the URL standard).' };
  }

  public override setup(): void {
    this.on('attr', (event: AttributeEvent) => {
      const { key, value } = event;
      if (typeof value !== 'string') return;
      const name = key.toLowerCase();
      const urls = URL_ATTRIBUTES.has(name)
        ? [trimSpaces(value)]
        : SRCSET_ATTRIBUTES.has(name)
          ? // Candidates are split by spaces and commas, so no URL in them holds a space.
            trimSpaces(value).split(/[\t\n\f\r ]+/)
          : [];
      for (const url of urls) {
        const problem = urlProblem(url);
        if (problem) {
          this.report(event.target, `"${key}" is not a valid URL: ${problem}`, event.location);
        }
      }
    });
  }
}

/** The plugin that brings the rule, as `site/valid-url`. */
export const validUrlPlugin = definePlugin({
  name: 'site',
  rules: { 'site/valid-url': ValidUrl },
});
