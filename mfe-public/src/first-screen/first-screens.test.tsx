/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstScreenHtml } from 'shared-ui/first-screen';
import { makeDetail } from '../testing/fixtures';
import { DATA_FIRST_SCREENS, FIRST_SCREENS } from './first-screens';

describe('FIRST_SCREENS and DATA_FIRST_SCREENS', () => {
  it("names each first screen after an expose, the name the host's server asks for", () => {
    // Expose './<name>' is src/exposed/<name>.tsx (webpack.config.cjs); the host asks for
    // first-screen/<name>.html of the page it opens.
    for (const name of [...Object.keys(FIRST_SCREENS), ...Object.keys(DATA_FIRST_SCREENS)]) {
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

describe("a property's first screen", () => {
  const property = makeDetail({ id: 7, project_name: 'Green Acres', address: 'Baner Road, Pune' });
  const details = (query: string, answer: unknown) => {
    const asked: string[] = [];
    const screen = DATA_FIRST_SCREENS['property-details'](new URLSearchParams(query), (path) => {
      asked.push(path);
      return Promise.resolve(answer);
    });
    return { asked, screen };
  };

  it("is the page's banner and the property's summary, from the API's public answer", async () => {
    const { asked, screen } = details('property_id=7', property);
    const element = await screen;
    const html = element ? firstScreenHtml(element) : '';

    expect(asked).toEqual(['/api/property/details/7']);
    expect(html).toMatch(/<h1 class="\w+">Property Details<\/h1>/);
    expect(html).toMatch(/<h2 id="details-name" class="\w+">Green Acres<\/h2>/);
    expect(html).toContain('<dd>Baner Road, Pune</dd>');
    // Only the top: the rest of the page (photos, forms) comes with the live page.
    expect(html).not.toContain("I'm Interested");
    expect(html).not.toMatch(/<(img|iframe|input|video)\b/);
  });

  it('is none for a parameter that names no property, and for no answer or another one', async () => {
    for (const query of ['', 'property_id=0', 'property_id=7x', 'property_id=../users']) {
      const { asked, screen } = details(query, property);
      expect(await screen).toBeNull();
      expect(asked).toEqual([]);
    }
    expect(await details('property_id=7', null).screen).toBeNull();
    expect(await details('property_id=8', property).screen).toBeNull();
  });
});
