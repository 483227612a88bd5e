/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstScreenHtml } from 'shared-ui/first-screen';
import { FIRST_SCREENS } from './first-screens';

describe('FIRST_SCREENS', () => {
  it("names each first screen after an expose, the name the host's server asks for", () => {
    // Expose './<name>' is src/exposed/<name>.tsx (webpack.config.cjs); the host asks for
    // first-screen/<name>.html of the page it opens.
    for (const name of Object.keys(FIRST_SCREENS)) {
      expect(existsSync(path.join(__dirname, '..', 'exposed', `${name}.tsx`))).toBe(true);
    }
  });
});

describe("the home page's first screen", () => {
  const html = firstScreenHtml(FIRST_SCREENS.home());

  it('is the hero with its headline, as the live page shows it first', () => {
    expect(html).toMatch(/<h1 class="\w+">Easiest way to find your dream home<\/h1>/);
    expect(html.match(/data-active="true"/g)).toHaveLength(1);
  });

  it("prefixes the drawings' ids, so they never meet the live hero's", () => {
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id?.includes('first-screen-'))).toBe(true);
  });
});
