/**
 * The single source of design tokens. Colour pairs are chosen so that every text colour meets
 * WCAG AA (4.5:1) on the backgrounds it is used with; the ratios are noted where it matters so
 * nobody "freshens" a colour without re-checking it (axe runs on every screen in e2e).
 */

export const breakpoints = {
  mobileS: 320,
  mobileM: 375,
  mobileL: 425,
  tablet: 768,
  laptop: 1024,
  laptopL: 1440,
  desktop4k: 2560,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const colors = {
  // Text on `background`/`surface` (#fff): text 16:1, textMuted 7.4:1.
  text: '#1b1f24',
  textMuted: '#4a5560',
  textInverse: '#ffffff',
  background: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#f5f7fa', // textMuted on this is still 7:1
  surfaceHover: '#eef2f6',
  // Non-text contrast for input borders must be >= 3:1 (WCAG 1.4.11): #8a949e is 3.1:1 on white.
  border: '#8a949e',
  borderSubtle: '#d0d7de',

  // White text on primary 6.6:1; primary as link text on white 6.6:1.
  primary: '#0b5cad',
  primaryHover: '#084a8c',
  primaryPressed: '#063a6e',
  primarySubtle: '#e8f1fb',
  link: '#0b5cad',
  linkVisited: '#5b2a86',

  // White on danger 6.5:1; danger on dangerBg 5.7:1.
  danger: '#b3261e',
  dangerHover: '#8f1e18',
  dangerBg: '#fdecea',
  // successFg on successBg 5.9:1.
  success: '#1a6b2d',
  successBg: '#e7f5ea',
  // warningFg on warningBg 5.8:1.
  warning: '#8a5300',
  warningBg: '#fff4e0',
  info: '#0b5cad',
  infoBg: '#e8f1fb',

  // Badge "NEW": white on accent 9.5:1.
  accent: '#5b2a86',

  // Disabled controls are exempt from 1.4.3 but we keep them legible anyway (4.6:1).
  disabledText: '#5f6b76',
  disabledBg: '#e9edf1',

  focus: '#0b5cad',
  overlay: 'rgba(15, 20, 25, 0.55)',
  toastBg: '#1b1f24', // white text 16:1
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.25rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

export const lineHeights = { tight: 1.25, normal: 1.5 } as const;

export const radii = { none: '0', sm: '4px', md: '6px', lg: '12px', pill: '999px', round: '50%' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 20, 25, 0.12)',
  md: '0 4px 12px rgba(15, 20, 25, 0.16)',
  lg: '0 12px 32px rgba(15, 20, 25, 0.24)',
} as const;

/** Stacking order: popovers must sit above dialogs because RAC renders a dialog's popovers in their own portal. */
export const zIndices = {
  base: 0,
  sticky: 100,
  header: 200,
  overlay: 1000,
  modal: 1010,
  popover: 1100,
  toast: 1200,
  loader: 1300,
} as const;

/** Media query strings so components write `${media.up('tablet')} { … }` instead of magic numbers. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  // The .02px offset avoids both queries matching at exactly the breakpoint width.
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  between: (from: Breakpoint, to: Breakpoint) =>
    `@media (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`,
} as const;

export const theme = {
  colors,
  space,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  shadows,
  zIndices,
  breakpoints,
  media,
} as const;

export type Theme = typeof theme;
export type Tone = 'info' | 'success' | 'warning' | 'danger';

/** Foreground/background pair per tone, shared by Alert, Toast and Badge. */
export const toneColors = (t: Theme, tone: Tone): { fg: string; bg: string } => {
  switch (tone) {
    case 'success':
      return { fg: t.colors.success, bg: t.colors.successBg };
    case 'warning':
      return { fg: t.colors.warning, bg: t.colors.warningBg };
    case 'danger':
      return { fg: t.colors.danger, bg: t.colors.dangerBg };
    default:
      return { fg: t.colors.info, bg: t.colors.infoBg };
  }
};
