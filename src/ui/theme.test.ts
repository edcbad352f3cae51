import { describe, it, expect } from 'vitest';
import { breakpoints, colors, media } from './theme';

// WCAG 2.x relative luminance and contrast ratio, so a colour tweak that breaks AA fails here before axe does.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('theme colours', () => {
  const textPairs: [string, string, string][] = [
    ['text on background', colors.text, colors.background],
    ['muted text on background', colors.textMuted, colors.background],
    ['muted text on surfaceAlt', colors.textMuted, colors.surfaceAlt],
    ['primary button text', colors.textInverse, colors.primary],
    ['primary hover button text', colors.textInverse, colors.primaryHover],
    ['danger button text', colors.textInverse, colors.danger],
    ['secondary button text', colors.primary, colors.surface],
    ['secondary button hover text', colors.primary, colors.primarySubtle],
    ['link on background', colors.link, colors.background],
    ['text on info alert', colors.text, colors.infoBg],
    ['text on danger alert', colors.text, colors.dangerBg],
    ['text on warning alert', colors.text, colors.warningBg],
    ['text on success alert', colors.text, colors.successBg],
    ['danger text on danger bg', colors.danger, colors.dangerBg],
    ['success text on success bg', colors.success, colors.successBg],
    ['warning text on warning bg', colors.warning, colors.warningBg],
    ['info text on info bg', colors.info, colors.infoBg],
    ['badge text', colors.textInverse, colors.accent],
    ['chip text', colors.primaryPressed, colors.primarySubtle],
    ['toast text', colors.textInverse, colors.toastBg],
    ['placeholder on input', colors.textMuted, colors.surface],
    ['field error text', colors.danger, colors.background],
  ];
  it.each(textPairs)('%s meets AA 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('input borders and focus ring meet 3:1 non-text contrast', () => {
    expect(contrast(colors.border, colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
  });
});

describe('breakpoints and media', () => {
  it('uses the agreed widths', () => {
    expect(Object.values(breakpoints)).toEqual([320, 375, 425, 768, 1024, 1440, 2560]);
    expect(media.up('tablet')).toBe('@media (min-width: 768px)');
    expect(media.down('laptop')).toBe('@media (max-width: 1023.98px)');
  });
});
