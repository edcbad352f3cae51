import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }

  /* :where() keeps specificity at zero so component styles (e.g. LinkButton text colour) always win. */
  :where(a) { color: ${({ theme }) => theme.colors.link}; }

  /* Keyboard users must always see where focus is; mouse users don't get the ring (focus-visible). */
  :focus-visible,
  [data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* A page's h1 takes focus after a navigation (by script, tabindex -1): a ring there would mark nothing to act on. */
  h1[tabindex='-1']:focus { outline: none; }

  /* Read by screen readers, invisible on screen (standard clip pattern, not display:none). */
  .visually-hidden {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    padding: 0 !important;
    margin: -1px !important;
    overflow: hidden !important;
    clip: rect(0, 0, 0, 0) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
