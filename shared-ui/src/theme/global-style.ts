import { createGlobalStyle } from 'styled-components';

/** Base document styles: box sizing, fonts, visible keyboard focus, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    /* A word longer than its box (an e-mail address, a URL) breaks instead of pushing the page
       sideways: at 200 % zoom a phone is 180 CSS px wide (docs/decisions/091). */
    overflow-wrap: break-word;
  }
  /* Below a phone's width, short texts that sit in rows beside other things may break anywhere,
     so they shrink with the row instead of widening it (break-word above does not lower an item's
     minimum width); from 360 px up their words stay whole. */
  @media (max-width: 359.98px) {
    h1, h2, h3, h4, h5, h6, legend, label, button { overflow-wrap: anywhere; }
  }
  /* A fieldset's minimum is its content's by default; controls never outgrow their box. */
  fieldset { min-width: 0; }
  input, select, textarea { max-width: 100%; }
  img, video, iframe { max-width: 100%; }
  img, video { height: auto; }
  a { color: ${({ theme }) => theme.colors.secondary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
