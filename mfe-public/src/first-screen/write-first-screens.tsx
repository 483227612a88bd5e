// Build step (`npm run build`, after webpack), docs/decisions/070 and 072:
// - dist/first-screen/<page>.html, the first screens without data, which the host's server puts in
//   its page;
// - dist/server/first-screens.cjs, the first screens with data, written per request by mfe-public's
//   server (server.tsx; scripts/serve-static.mjs loads it, and never serves the folder).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { firstScreenHtml } from 'shared-ui/first-screen';
import { FIRST_SCREENS } from './first-screens';

const dist = path.resolve(__dirname, '../../dist');
const folder = path.join(dist, 'first-screen');
mkdirSync(folder, { recursive: true });
for (const [page, render] of Object.entries(FIRST_SCREENS)) {
  writeFileSync(path.join(folder, `${page}.html`), firstScreenHtml(render()));
}
console.log(`first screens: ${Object.keys(FIRST_SCREENS).join(', ')} in ${folder}`);

void build({
  entryPoints: [path.join(__dirname, 'server.tsx')],
  outfile: path.join(dist, 'server', 'first-screens.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
}).then(() => console.log(`first screens with data: ${path.join(dist, 'server')}`));
