/** Layout breakpoints in px: `admin` is the product’s 700 px mobile admin menu threshold. */
export const breakpoints = { sm: 576, md: 768, lg: 992, admin: 700 } as const;
export type Breakpoint = keyof typeof breakpoints;

// Warm, trustworthy palette. Every text colour meets WCAG AA (4.5:1) on `surface` and
// `background`; `border` meets 3:1 for form controls.
const colors = {
  primary: '#8a3b12',
  primaryHover: '#6f2f0e',
  primaryContrast: '#ffffff',
  secondary: '#1f3a5a',
  secondaryHover: '#162b43',
  accent: '#c98a1b',
  background: '#fbf7f2',
  surface: '#ffffff',
  surfaceMuted: '#f3ece3',
  text: '#1f2328',
  textMuted: '#5a5249',
  border: '#8c8177',
  borderSubtle: '#e2d9ce',
  focus: '#1d5fd1',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSurface: '#fdecea',
  success: '#1e6e3c',
  successSurface: '#e8f5ec',
  info: '#1f4f8a',
  infoSurface: '#e8f0fa',
  overlay: 'rgba(20, 16, 12, 0.55)',
} as const;

export const theme = {
  colors,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  /** Spacing scale: `space[n]` in rem-based steps (0, 4, 8, 12, 16, 24, 32, 48, 64 px). */
  space: ['0', '0.25rem', '0.5rem', '0.75rem', '1rem', '1.5rem', '2rem', '3rem', '4rem'],
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(31, 35, 40, 0.08)',
    md: '0 4px 12px rgba(31, 35, 40, 0.12)',
    lg: '0 12px 32px rgba(31, 35, 40, 0.2)',
  },
  breakpoints,
  zIndices: { header: 100, overlay: 1000, modal: 1100, toast: 1200 },
  maxWidth: '1200px',
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // Types `props.theme` in every styled component of the host and the remotes.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

/** Media queries: `media.up('md')` from a width up, `media.down('admin')` strictly below it. */
export const media = {
  up: (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  down: (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
} as const;
