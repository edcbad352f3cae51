import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { toneColors, type Tone } from './theme';

export type BadgeTone = Tone | 'neutral' | 'accent';

export interface BadgeProps {
  children: ReactNode;
  /** 'accent' is the solid purple "NEW" marker. */
  tone?: BadgeTone;
  className?: string;
}

const Root = styled.span<{ $fg: string; $bg: string }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.6;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
`;

/** Non-interactive status marker; its text is the accessible content, so keep it meaningful. */
export function Badge({ children, tone = 'accent', className }: BadgeProps) {
  const theme = useTheme();
  const { fg, bg } =
    tone === 'accent'
      ? { fg: theme.colors.textInverse, bg: theme.colors.accent }
      : tone === 'neutral'
        ? { fg: theme.colors.text, bg: theme.colors.disabledBg }
        : toneColors(theme, tone);
  return <Root $fg={fg} $bg={bg} className={className}>{children}</Root>;
}
