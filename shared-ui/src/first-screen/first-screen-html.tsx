import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';

/**
 * A screen's HTML with its styles, for the host's page to show until the site has rendered
 * (docs/decisions/070-first-screen-in-the-page.md). Rendered at build time, in Node, at `path` for
 * the router's links.
 *
 * The result must not disturb the live site that takes over from it, so:
 * - its `<style>` carries no `data-styled` attribute: styled-components would otherwise adopt the
 *   element on start and remove it while the screen still shows;
 * - it drops styled-components' component classes (`sc-…`), which a live component of another
 *   package may share, and `data-testid`, which belongs to the live page;
 * - the ids React generates (`useId`) are prefixed, so a drawing's `url(#…)` never resolves to the
 *   live page's copy. Fixed ids (a menu's) repeat while both show; the first screen covers the
 *   live one, so nothing reaches it.
 */
export function firstScreenHtml(element: ReactElement, path = '/'): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
        </ThemeProvider>,
      ),
      { identifierPrefix: 'first-screen-' },
    );
    return `<style>${cssOf(sheet)}</style>${withoutLiveHooks(html)}`;
  } finally {
    sheet.seal();
  }
}

/** The sheet's rules without styled-components' bookkeeping lines (`data-styled.g1[id=…]{…}`). */
function cssOf(sheet: ServerStyleSheet): string {
  return sheet
    .getStyleTags()
    .replace(/^<style[^>]*>|<\/style>$/g, '')
    .split('/*!sc*/')
    .map((rule) => rule.trim())
    .filter((rule) => rule && !rule.startsWith('data-styled.'))
    .join('');
}

function withoutLiveHooks(html: string): string {
  return html
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ class="([^"]*)"/g, (_, classes: string) => {
      const kept = classes.split(' ').filter((name) => name && !name.startsWith('sc-'));
      return kept.length ? ` class="${kept.join(' ')}"` : '';
    });
}
