import { css, type DefaultTheme } from 'styled-components';
import { media } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

const sizes = (t: DefaultTheme) => ({
  sm: css`
    min-height: 32px;
    padding: ${t.space.xs} ${t.space.md};
    font-size: ${t.fontSizes.sm};
  `,
  md: css`
    min-height: 40px;
    padding: ${t.space.sm} ${t.space.lg};
    font-size: ${t.fontSizes.md};
  `,
  lg: css`
    min-height: 48px;
    padding: ${t.space.md} ${t.space.xl};
    font-size: ${t.fontSizes.lg};
  `,
});

const variants = (t: DefaultTheme) => ({
  primary: css`
    background: ${t.colors.primary};
    color: ${t.colors.textInverse};
    border-color: ${t.colors.primary};
    &[data-hovered] { background: ${t.colors.primaryHover}; border-color: ${t.colors.primaryHover}; }
    &[data-pressed] { background: ${t.colors.primaryPressed}; }
  `,
  secondary: css`
    background: ${t.colors.surface};
    color: ${t.colors.primary};
    border-color: ${t.colors.primary};
    &[data-hovered] { background: ${t.colors.primarySubtle}; }
    &[data-pressed] { background: ${t.colors.surfaceHover}; }
  `,
  danger: css`
    background: ${t.colors.danger};
    color: ${t.colors.textInverse};
    border-color: ${t.colors.danger};
    &[data-hovered], &[data-pressed] { background: ${t.colors.dangerHover}; border-color: ${t.colors.dangerHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${t.colors.text};
    border-color: transparent;
    &[data-hovered] { background: ${t.colors.surfaceHover}; }
  `,
  // Looks like a link but is a button: for actions that don't navigate.
  link: css`
    background: transparent;
    color: ${t.colors.link};
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;
    min-height: auto;
    text-decoration: underline;
    &[data-hovered] { color: ${t.colors.primaryHover}; text-decoration-thickness: 2px; }
  `,
});

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  /* On a phone a label wider than the screen (a long translation) wraps instead of widening the page. */
  max-width: 100%;
  ${media.down('tablet')} { white-space: normal; }
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition: background-color 120ms ease, color 120ms ease;
  ${({ theme, $size }) => sizes(theme)[$size]}
  ${({ theme, $variant }) => variants(theme)[$variant]}

  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
    background: ${({ theme, $variant }) => ($variant === 'link' || $variant === 'ghost' ? 'transparent' : theme.colors.disabledBg)};
    border-color: ${({ theme, $variant }) => ($variant === 'link' || $variant === 'ghost' ? 'transparent' : theme.colors.disabledBg)};
  }

  &[data-pending] { cursor: progress; }
`;
