import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES, REPO_ROOT } from '../e2e/support/paths';
import {
  makeDistFolder,
  startStaticServer,
  stopAllStaticServers,
  type StaticServer,
} from './support/static-server';

jest.setTimeout(60_000);

const APPS = ['host-shell', ...Object.values(REMOTE_PACKAGES)];

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

describe('source maps and build statistics stay private', () => {
  let folder: ReturnType<typeof makeDistFolder>;
  beforeAll(() => {
    // Over 1 KB, as a build's compressed copies of it would be.
    const statistics = JSON.stringify({
      shared: [{ name: 'react', version: '19.3.1' }],
      pad: 'x'.repeat(2048),
    });
    folder = makeDistFolder({
      'remoteEntry.js': 'var a;',
      'remoteEntry.js.map': '{"version":3,"sourcesContent":["secret"]}',
      'chunks/b.1234567890abcdef.js.map': '{"version":3}',
      'mf-manifest.json': '{"id":"a"}',
      'mf-stats.json': statistics,
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    });
  });
  afterAll(async () => {
    await stopAllStaticServers();
    folder.remove();
  });

  it.each([
    ['a remote', false],
    ["the host's", true],
  ] as const)(
    '%s server answers a plain 404 for any source map or the statistics, and serves the rest',
    async (_, host) => {
      const server: StaticServer = await startStaticServer({ root: folder.root, host });
      const answers: string[] = [];
      for (const [file, encoding] of [
        ['remoteEntry.js.map', 'identity'],
        ['chunks/b.1234567890abcdef.js.map', 'identity'],
        ['remoteEntry.js%2Emap', 'identity'],
        ['mf-stats.json', 'identity'],
        ['mf-stats.json', 'br'],
        ['mf-stats.json.gz', 'identity'],
        ['remoteEntry.js', 'identity'],
        ['mf-manifest.json', 'identity'],
      ]) {
        const response = await fetch(`${server.url}/${file}`, {
          headers: { 'Accept-Encoding': encoding! },
        });
        const type = response.headers.get('content-type') ?? '';
        answers.push(
          `${file} (${encoding}): ${response.status} ${type.split(';')[0]} ${await response.text()}`,
        );
      }

      expect(answers).toEqual([
        'remoteEntry.js.map (identity): 404 text/plain Not found',
        'chunks/b.1234567890abcdef.js.map (identity): 404 text/plain Not found',
        'remoteEntry.js%2Emap (identity): 404 text/plain Not found',
        'mf-stats.json (identity): 404 text/plain Not found',
        'mf-stats.json (br): 404 text/plain Not found',
        'mf-stats.json.gz (identity): 404 text/plain Not found',
        'remoteEntry.js (identity): 200 application/javascript var a;',
        'mf-manifest.json (identity): 200 application/json {"id":"a"}',
      ]);
    },
  );

  it.each(APPS)(
    '%s: the production build has no source map or statistics in dist/, its maps beside it, and no script names a map',
    (app) => {
      const dist = path.join(REPO_ROOT, app, 'dist');
      const maps = path.join(REPO_ROOT, app, 'dist-sourcemaps');
      if (!existsSync(dist)) throw new Error(`${app} is not built: run \`npm run build\` first`);
      const served = listFiles(dist).map((file) => path.relative(dist, file));
      const scripts = served.filter((file) => file.endsWith('.js'));

      expect(served.filter((file) => /\.map$|(^|\/)mf-stats\.json/.test(file))).toEqual([]);
      expect(
        scripts.filter((file) =>
          readFileSync(path.join(dist, file), 'utf8').includes('sourceMappingURL'),
        ),
      ).toEqual([]);
      // Kept for error reports: one map per script of the build (not the server part).
      const browserScripts = scripts.filter((file) => !file.startsWith('server/'));
      expect(browserScripts.filter((file) => !existsSync(path.join(maps, `${file}.map`)))).toEqual(
        [],
      );
      // Published for tools, though nothing of the product reads it (decision 076).
      if (app !== 'host-shell') expect(served).toContain('mf-manifest.json');
    },
  );
});
