// Build step (`npm run build`, after webpack): writes dist/first-screen/frame.html, the top of
// every first screen the host's server puts in its page (docs/decisions/070).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setRuntimeConfig } from 'shared-api';
import type { SiteConfig } from 'shared-api/contract';
import { firstScreenHtml } from 'shared-ui/first-screen';
import { BROKER_NAME_SLOT, FirstScreenFrame } from './first-screen-frame';

const site = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../site.config.json'), 'utf8'),
) as SiteConfig;
setRuntimeConfig({ apiBaseUrl: '', remotes: {}, site: { ...site, brokerName: BROKER_NAME_SLOT } });

const folder = path.resolve(__dirname, '../../dist/first-screen');
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'frame.html'), firstScreenHtml(<FirstScreenFrame />));
console.log(`first screen frame in ${folder}`);
