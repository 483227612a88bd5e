// Build step (`npm run build`, after webpack): writes dist/first-screen/<page>.html, which the
// host's server puts in its page (docs/decisions/070-first-screen-in-the-page.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstScreenHtml } from 'shared-ui/first-screen';
import { FIRST_SCREENS } from './first-screens';

const folder = path.resolve(__dirname, '../../dist/first-screen');
mkdirSync(folder, { recursive: true });
for (const [page, render] of Object.entries(FIRST_SCREENS)) {
  writeFileSync(path.join(folder, `${page}.html`), firstScreenHtml(render()));
}
console.log(`first screens: ${Object.keys(FIRST_SCREENS).join(', ')} in ${folder}`);
