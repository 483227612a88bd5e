/**
 * @jest-environment node
 */
import { firstScreenHtml } from 'shared-ui/first-screen';
import { FIRST_SCREENS } from './first-screens';

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
