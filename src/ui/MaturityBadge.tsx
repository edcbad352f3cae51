import styled from 'styled-components';
import { ErrorIcon, SuccessIcon } from './icons';

const Level = styled.span<{ $ok: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 1.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const Icon = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

export interface MaturityBadgeProps {
  /** Met (green) or not (red). */
  ok: boolean;
  /** A maturity level shows as a numbered disc; without one (null/undefined) a tick or a cross shows. */
  level?: number | null;
  /** The accessible name (translated): the badge is an image, its number or icon alone says too little. */
  label: string;
}

/** A compliance status mark: a maturity level met or not, or compliant or not. */
export function MaturityBadge({ ok, level, label }: MaturityBadgeProps) {
  if (level !== null && level !== undefined) {
    return <Level $ok={ok} role="img" aria-label={label}>{level}</Level>;
  }
  return (
    <Icon $ok={ok} role="img" aria-label={label}>
      {ok ? <SuccessIcon /> : <ErrorIcon />}
    </Icon>
  );
}
