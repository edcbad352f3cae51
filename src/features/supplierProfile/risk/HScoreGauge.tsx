import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { H_SCORE_MAX, hScoreTone } from './hScore';

const Root = styled.div`
  position: relative;
  width: 200px;
  svg { display: block; width: 200px; height: 110px; }
`;

const Value = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 4px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const R = 80;
const CX = 100;
const CY = 100;
/** The point of the half circle at `fraction` (0 = left end, 1 = right end). */
const point = (fraction: number) => {
  const angle = Math.PI * (1 - fraction);
  return `${(CX + R * Math.cos(angle)).toFixed(2)} ${(CY - R * Math.sin(angle)).toFixed(2)}`;
};

export interface HScoreGaugeProps {
  /** Already clamped to 1–100. */
  score: number;
  label: string;
  valueText: string;
}

/**
 * The H Score as a half-donut (spec 02 §2.7): the arc fills score/100, red gradient at 25 or
 * below. A meter for assistive technology: its name, value and "n out of 100" as text.
 */
export function HScoreGauge({ score, label, valueText }: HScoreGaugeProps) {
  const theme = useTheme();
  const gradientId = useId();
  const danger = hScoreTone(score) === 'danger';
  const arc = `M ${point(0)} A ${R} ${R} 0 0 1 ${point(score / H_SCORE_MAX)}`;
  return (
    <Root role="meter" aria-label={label} aria-valuemin={1} aria-valuemax={H_SCORE_MAX} aria-valuenow={score} aria-valuetext={valueText} data-tone={danger ? 'danger' : 'normal'}>
      <svg viewBox="0 0 200 110" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="0">
            {danger ? (
              <>
                <stop offset="0%" stopColor="#7f1d1d" />
                <stop offset="100%" stopColor={theme.colors.danger} />
              </>
            ) : (
              <>
                <stop offset="0%" stopColor={theme.colors.primary} />
                <stop offset="100%" stopColor={theme.colors.success} />
              </>
            )}
          </linearGradient>
        </defs>
        <path d={`M ${point(0)} A ${R} ${R} 0 0 1 ${point(1)}`} fill="none" stroke={theme.colors.borderSubtle} strokeWidth={18} />
        <path d={arc} fill="none" stroke={`url(#${gradientId})`} strokeWidth={18} />
      </svg>
      <Value aria-hidden="true">{score}</Value>
    </Root>
  );
}
