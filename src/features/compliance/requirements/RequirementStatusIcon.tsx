import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFlag } from '@/platform/session';
import { ErrorIcon, SuccessIcon } from '@/ui/icons';

const Level = styled.span<{ $met: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 1.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ $met, theme }) => ($met ? theme.colors.success : theme.colors.danger)};
`;

const Icon = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

/** A requirement's (or level's) icon: its maturity level, met or not, under maturityIconEnabled; else compliant or not. */
export function RequirementStatusIcon({ compliant, maturityLevel }: { compliant: boolean; maturityLevel?: number | null }) {
  const { t } = useTranslation('compliance');
  const maturityIcon = useFlag('maturityIconEnabled');
  if (maturityIcon && maturityLevel !== null && maturityLevel !== undefined) {
    return (
      <Level $met={compliant} role="img" aria-label={t(compliant ? 'icon.levelMet' : 'icon.levelNotMet', { level: maturityLevel })}>
        {maturityLevel}
      </Level>
    );
  }
  return (
    <Icon $ok={compliant} role="img" aria-label={t(compliant ? 'icon.compliant' : 'icon.notCompliant')}>
      {compliant ? <SuccessIcon /> : <ErrorIcon />}
    </Icon>
  );
}
