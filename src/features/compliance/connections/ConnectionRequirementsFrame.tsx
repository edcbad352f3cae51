import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { ErrorPanel, Spinner } from '@/ui';
import { ConnectionRequirementsTable } from './ConnectionRequirementsTable';
import { StatusRow } from './ConnectionRequirementsFrame.styles';
import { VerifiedBadge } from './VerifiedStatus';

export interface ConnectionFrameError {
  heading: string;
  message: string;
  /** Without it the panel offers no Try again (nothing a retry would change). */
  onRetry?: () => void;
}

export interface ConnectionFrameCompliance {
  isVerified: boolean;
  /** Beside the Verified badge: how many requirements are met, or the project's status. */
  statusText: string;
  rows: ConnectionRequirementRowDto[];
  tableLabel: string;
  linkFor: (row: ConnectionRequirementRowDto) => string;
}

/**
 * Below a connection page's heading (spec 03 §2, §4): the error panel, a spinner while loading, or the
 * Verified badge with its status, `children` (e.g. the project's policy line) and the requirements table.
 */
export function ConnectionRequirementsFrame({ error, loadingLabel, compliance, children }: {
  error: ConnectionFrameError | null;
  loadingLabel: string;
  compliance: ConnectionFrameCompliance | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('connections');
  if (error) {
    return (
      <ErrorPanel headingLevel={3} heading={error.heading} message={error.message}
        actionLabel={t('tryAgain', { ns: 'common' })} onAction={error.onRetry} />
    );
  }
  if (!compliance) return <Spinner label={loadingLabel} />;
  return (
    <>
      <StatusRow>
        <VerifiedBadge isVerified={compliance.isVerified} />
        <span>{compliance.statusText}</span>
      </StatusRow>
      {children}
      <h3>{t('connection.requirementsHeading')}</h3>
      <ConnectionRequirementsTable
        rows={compliance.rows}
        label={compliance.tableLabel}
        linkFor={compliance.linkFor}
        emptyText={t('connection.noRequirements')}
      />
    </>
  );
}
