import { useTranslation } from 'react-i18next';
import { useFlag } from '@/platform/session';
import { MaturityBadge } from '@/ui';

/** A requirement's (or level's) icon: its maturity level, met or not, under maturityIconEnabled; else compliant or not. */
export function RequirementStatusIcon({ compliant, maturityLevel }: { compliant: boolean; maturityLevel?: number | null }) {
  const { t } = useTranslation('compliance');
  const maturityIcon = useFlag('maturityIconEnabled');
  if (maturityIcon && maturityLevel !== null && maturityLevel !== undefined) {
    return (
      <MaturityBadge
        ok={compliant}
        level={maturityLevel}
        label={t(compliant ? 'icon.levelMet' : 'icon.levelNotMet', { level: maturityLevel })}
      />
    );
  }
  return <MaturityBadge ok={compliant} label={t(compliant ? 'icon.compliant' : 'icon.notCompliant')} />;
}
