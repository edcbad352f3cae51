import { useTranslation } from 'react-i18next';
import { useFlag } from '@/platform/session';
import { MaturityBadge } from '@/ui';

/**
 * A requirement's (or level's) icon: its maturity level, met or not, under maturityIconEnabled; else
 * compliant or not. `maturityMet` (a level's isGoalMaturityMet) decides "met" when given.
 */
export function RequirementStatusIcon({ compliant, maturityLevel, maturityMet }: { compliant: boolean; maturityLevel?: number | null; maturityMet?: boolean | null }) {
  const { t } = useTranslation('compliance');
  const maturityIcon = useFlag('maturityIconEnabled');
  if (maturityIcon && maturityLevel !== null && maturityLevel !== undefined) {
    const met = maturityMet ?? compliant;
    return (
      <MaturityBadge
        ok={met}
        level={maturityLevel}
        label={t(met ? 'icon.levelMet' : 'icon.levelNotMet', { level: maturityLevel })}
      />
    );
  }
  return <MaturityBadge ok={compliant} label={t(compliant ? 'icon.compliant' : 'icon.notCompliant')} />;
}
