/**
 * @jest-environment node
 */
import { setRuntimeConfig } from 'shared-api';
import { firstScreenHtml } from 'shared-ui/first-screen';
import { TEST_CONFIG } from '../testing/runtime-config';
import { BROKER_NAME_SLOT, FirstScreenFrame } from './first-screen-frame';

describe("the host's first screen frame", () => {
  setRuntimeConfig({ ...TEST_CONFIG, site: { ...TEST_CONFIG.site, brokerName: BROKER_NAME_SLOT } });
  const html = firstScreenHtml(<FirstScreenFrame />);

  it("leaves the broker's name to the server, in the brand link home", () => {
    expect(html).toMatch(new RegExp(`<a class="\\w+" href="/"[^>]*>${BROKER_NAME_SLOT}</a>`));
  });

  it("is the signed-out visitor's top bar, with the document's base styles", () => {
    for (const label of ['Home', 'About', 'Home Loan', 'Contact', 'Post Requirement', 'Login']) {
      expect(html).toMatch(new RegExp(`<a [^>]*>${label}</a>`));
    }
    expect(html).toContain('<nav aria-label="Main">');
    expect(html).toMatch(/body\{margin:0;/);
  });
});
