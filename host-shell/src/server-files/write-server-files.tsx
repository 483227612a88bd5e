// Build step (`npm run build`, after webpack): the files the host's server reads to write its page
// (docs/decisions/070): dist/first-screen/frame.html, the top of every first screen, and
// dist/page-routes.json, the public routes and their pages.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setRuntimeConfig } from 'shared-api';
import type { SiteConfig } from 'shared-api/contract';
import { firstScreenHtml } from 'shared-ui/first-screen';
import { BROKER_NAME_SLOT, FirstScreenFrame } from './first-screen-frame';
import { publicPageRoutes } from './page-routes';

const site = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../site.config.json'), 'utf8'),
) as SiteConfig;
setRuntimeConfig({ apiBaseUrl: '', remotes: {}, site: { ...site, brokerName: BROKER_NAME_SLOT } });

const dist = path.resolve(__dirname, '../../dist');
mkdirSync(path.join(dist, 'first-screen'), { recursive: true });
writeFileSync(path.join(dist, 'first-screen', 'frame.html'), firstScreenHtml(<FirstScreenFrame />));
writeFileSync(path.join(dist, 'page-routes.json'), `${JSON.stringify(publicPageRoutes())}\n`);
console.log(`server files (first screen frame, page routes) in ${dist}`);
