import type { Page } from 'playwright-core';

/**
 * Every copy of react-dom registers itself once, when its module runs, with the global React
 * DevTools hook if one exists (production builds included). Installing a minimal hook before any
 * script runs therefore counts the react-dom copies the page loaded, without DevTools.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { version?: string; rendererPackageName?: string }[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        renderers: new Map(),
        e2eRenderers: renderers,
        inject(renderer: { version?: string; rendererPackageName?: string }) {
          renderers.push(renderer);
          return renderers.length;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
  });
}

/** `package@version` of each renderer registered so far (see countReactRenderers). */
export function readReactRenderers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hook = (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ as
      { e2eRenderers?: { version?: string; rendererPackageName?: string }[] } | undefined;
    return (hook?.e2eRenderers ?? []).map(
      (renderer) => `${renderer.rendererPackageName ?? 'unknown'}@${renderer.version ?? '?'}`,
    );
  });
}
