import { useTranslation } from 'react-i18next';
import { PROCESS_STATUS } from '@/services/compliance/complianceDetailsTypes';
import { ErrorIcon, LockIcon, WarningIcon } from '@/ui/icons';
import { PROCESS_STATUS_KEYS } from './processStatusText';
import { Issues } from './RequirementTable.styles';

const ISSUES = [
  { id: PROCESS_STATUS.dueToExpire, key: PROCESS_STATUS_KEYS[PROCESS_STATUS.dueToExpire], Icon: WarningIcon },
  { id: PROCESS_STATUS.expired, key: PROCESS_STATUS_KEYS[PROCESS_STATUS.expired], Icon: ErrorIcon },
  { id: PROCESS_STATUS.locked, key: PROCESS_STATUS_KEYS[PROCESS_STATUS.locked], Icon: LockIcon },
] as const;

/** The row's issues icons (process statuses: due to expire, expired, locked), each named for a screen reader. */
export function RequirementIssues({ processStatuses }: { processStatuses?: number[] }) {
  const { t } = useTranslation('compliance');
  const present = ISSUES.filter((issue) => processStatuses?.includes(issue.id));
  if (!present.length) return null;
  return (
    <Issues>
      {present.map(({ id, key, Icon }) => (
        <span key={id} role="img" aria-label={t(key)} title={t(key)}>
          <Icon size={18} />
        </span>
      ))}
    </Issues>
  );
}
