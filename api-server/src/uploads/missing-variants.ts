import type { FileStore } from './file-store';
import { renderVariant, type ImageVariant } from './images';
import { VARIANTS } from './stored-paths';

/** A variant's URL: the stored image's random name and the variant. */
const VARIANT_URL = new RegExp(
  `^/uploads/images/(?<name>[a-f0-9]{32})-(?<variant>${VARIANTS.join('|')})\\.webp$`,
);

/**
 * Renders a stored image's WebP variant that is not in the store, from the stored JPEG, before the
 * uploads server looks for it. Images stored before a variant existed (the 800 px `medium` came
 * in decision 075) or whose variant file was lost thereby still serve every size the pages ask for.
 * Each file is rendered once per process: requests that arrive meanwhile wait for the same
 * rendering (two processes may both render one; they write the same bytes). The store writes it
 * whole (a rename on disk, one put in a bucket), so no one is served half a file. A failure is
 * logged, and the request gets the uploads server's 404.
 */
export function createVariantRepair(store: FileStore) {
  const rendering = new Map<string, Promise<boolean>>();

  async function render(original: string, variant: ImageVariant, target: string) {
    try {
      const source = await store.read(original);
      if (!source) return false;
      await store.putBuffer(target, await renderVariant(source, variant));
      return true;
    } catch (error) {
      store.log.warn({ err: error, file: target }, 'could not render a missing image variant');
      return false;
    }
  }

  /** True when the URL's variant is stored now (rendered here, or meanwhile by another process). */
  return async function repair(urlPath: string): Promise<boolean> {
    const groups = VARIANT_URL.exec(urlPath)?.groups;
    if (!groups?.name || !groups.variant) return false;
    const target = `uploads/images/${groups.name}-${groups.variant}.webp`;
    const original = `uploads/images/${groups.name}.jpg`;
    if (await store.exists(target)) return true;
    if (!(await store.exists(original))) return false;
    let pending = rendering.get(target);
    if (!pending) {
      pending = render(original, groups.variant as ImageVariant, target).finally(() =>
        rendering.delete(target),
      );
      rendering.set(target, pending);
    }
    return pending;
  };
}
