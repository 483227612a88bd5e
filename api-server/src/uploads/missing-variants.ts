import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { renderVariant, type ImageVariant } from './images';
import { VARIANTS } from './store';

/** A variant's URL: the stored image's random name and the variant. */
const VARIANT_URL = new RegExp(
  `^/uploads/images/(?<name>[a-f0-9]{32})-(?<variant>${VARIANTS.join('|')})\\.webp$`,
);

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Renders a stored image's WebP variant that is not on disk, from the stored JPEG, before the
 * uploads server looks for it. Images stored before a variant existed (the 800 px `medium` came
 * in issue 6) or whose variant file was lost thereby still serve every size the pages ask for.
 * Each file is rendered once: requests that arrive meanwhile wait for the same rendering. The
 * file is written under `.tmp` and renamed into place, so no one is served half a file. A
 * failure is logged, and the request gets the uploads server's 404.
 */
export function createVariantRepair(uploadDir: string, log: FastifyBaseLogger) {
  const rendering = new Map<string, Promise<void>>();

  async function render(original: string, variant: ImageVariant, target: string): Promise<void> {
    const tempDir = path.join(uploadDir, '.tmp');
    await fs.mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `${randomBytes(16).toString('hex')}.webp`);
    try {
      await renderVariant(original, variant, temp);
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      log.warn({ err: error, file: target }, 'could not render a missing image variant');
    }
  }

  return async function repair(urlPath: string): Promise<void> {
    const groups = VARIANT_URL.exec(urlPath)?.groups;
    if (!groups?.name || !groups.variant) return;
    const folder = path.join(uploadDir, 'images');
    const target = path.join(folder, `${groups.name}-${groups.variant}.webp`);
    const original = path.join(folder, `${groups.name}.jpg`);
    if ((await exists(target)) || !(await exists(original))) return;
    let pending = rendering.get(target);
    if (!pending) {
      pending = render(original, groups.variant as ImageVariant, target).finally(() =>
        rendering.delete(target),
      );
      rendering.set(target, pending);
    }
    await pending;
  };
}
