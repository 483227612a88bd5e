import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/paths';

const TOP = 4;

/** The package a bundled source belongs to: `node_modules/<name>` or the workspace folder. */
function packageOf(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const modules = clean.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = clean.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? clean);
  }
  if (clean.startsWith('webpack/')) return 'webpack runtime';
  const workspace = /^(?:\.\.\/)*([a-z-]+)\/src\//.exec(clean);
  return workspace?.[1] ?? clean.split('/')[0] ?? clean;
}

/**
 * What a built chunk is made of, from its source map in `<package>/dist-sourcemaps`: the largest packages by
 * share of the original source (an approximation of their share of the minified bytes).
 */
export function describeChunk(distPackage: string, fileName: string): string | null {
  const mapFile = path.join(REPO_ROOT, distPackage, 'dist-sourcemaps', `${fileName}.map`);
  if (!existsSync(mapFile)) return null;
  try {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources?: string[];
      sourcesContent?: (string | null)[];
    };
    const sizes = new Map<string, number>();
    (map.sources ?? []).forEach((source, index) => {
      const size = map.sourcesContent?.[index]?.length ?? 0;
      const name = packageOf(source);
      sizes.set(name, (sizes.get(name) ?? 0) + size);
    });
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    if (total === 0) return null;
    return [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, size]) => `${name} ${Math.round((size / total) * 100)} %`)
      .join(', ');
  } catch {
    return null;
  }
}
