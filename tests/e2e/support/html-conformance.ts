// What the HTML standard makes an error in a page (decision 093), checked offline by html-validate.
import { HtmlValidate } from 'html-validate';
import { validUrlPlugin } from './valid-url-rule';

/**
 * `html-validate:standard` is the preset of rules that follow from the HTML standard itself (content
 * models, required and allowed attributes and values, autofill tokens, ids, parse errors); none of
 * its rules is turned off. The style, accessibility and best-practice rules of its `recommended`
 * preset are left out: they are not the standard's errors (quotes and case of attributes, duplicate
 * names of checkboxes, aria-label on a list, landmarks' names; accessibility is axe's, in
 * accessibility.e2e). Three checks are added, each a "must" of the standard that the preset lacks:
 * - `input-attributes`: which attributes an input of each type takes (`readonly` on a checkbox);
 * - `empty-title`: a <title> holds text;
 * - `site/valid-url`: a URL attribute holds a valid URL (a `data:` URL with raw spaces).
 * The Nu Html Checker, run once over the same pages, found nothing this configuration misses, but
 * lets <style> stand in the body, which the standard does not.
 */
const checker = new HtmlValidate({
  plugins: [validUrlPlugin],
  extends: ['html-validate:standard'],
  rules: {
    'input-attributes': 'error',
    'empty-title': 'error',
    'site/valid-url': 'error',
  },
});

/** Every error the HTML standard finds in `html`, as "line:column rule: message (selector)". */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await checker.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.line}:${message.column} ${message.ruleId}: ${message.message}` +
        (message.selector ? ` (${message.selector})` : ''),
    ),
  );
}
