import { breakpoints, media, theme } from './theme';

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const { colors } = theme;

describe('theme', () => {
  it.each([
    ['text on background', colors.text, colors.background],
    ['muted text on background', colors.textMuted, colors.background],
    ['muted text on muted surface', colors.textMuted, colors.surfaceMuted],
    ['primary button label', colors.primaryContrast, colors.primary],
    ['secondary text on surface', colors.secondary, colors.surface],
    ['danger text on background', colors.danger, colors.background],
    ['success text on surface', colors.success, colors.surface],
    ['info text on surface', colors.info, colors.surface],
  ])('%s meets WCAG AA for text (4.5:1)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['control border', colors.border],
    ['focus outline', colors.focus],
  ])('%s meets 3:1 against the background', (_name, color) => {
    expect(contrast(color, colors.background)).toBeGreaterThanOrEqual(3);
  });

  it('has the agreed breakpoints and media helpers', () => {
    expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, admin: 700 });
    expect(media.up('md')).toBe('@media (min-width: 768px)');
    expect(media.down('admin')).toBe('@media (max-width: 699.98px)');
  });
});
