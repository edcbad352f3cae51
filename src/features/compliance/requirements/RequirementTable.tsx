import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/platform/i18n';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import type { RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';
import { LinkButton } from '@/ui';
import { RequirementIssues } from './RequirementIssues';
import { RequirementStatusIcon } from './RequirementStatusIcon';
import { Scroller, Standard, StatusCell, Table } from './RequirementTable.styles';
import { isRowCompliant, rowStatusName, rowStatusOf } from './rowStatus';
import { useRequirementGates } from './useSeeResponses';
import { useTableHeight } from './useTableHeight';

export interface RequirementTableProps {
  /** The rows to list, in the order given (detailslist or connection-detailslist items). */
  rows: RequirementDetailRowDto[];
  /** Where View opens a row's requirement page (an app path, e.g. `/supplier/1/compliance/12/requirement/7`). */
  requirementHref: (row: RequirementDetailRowDto) => string;
  /**
   * Whether View shows: suppliersourcing:view-compliance-answers on the compliance path,
   * suppliersourcing:view-connection-answers on the connections path (spec 03 §6).
   */
  canView: boolean;
  /** The table's accessible name (and caption), e.g. the level's name. */
  label: string;
}

/**
 * A row's requirement id. Spec 03 §3 gives requirementId only to the connection and overview rows;
 * the mock's detailslist carries it too. A row without it has only its version id to offer.
 */
const requirementIdOf = (row: RequirementDetailRowDto) => row.requirementId ?? row.requirementVersionId;

/**
 * The requirement table (spec 03 §2, §4): status icon, requirement name and standard, issues icons,
 * Valid from (only when the community shows it), expiry date, View. A native table in a scroller as
 * tall as the window minus 300 px, so a level of 30 requirements stays one keyboard stop away.
 */
export const RequirementTable = memo(function RequirementTable({ rows, requirementHref, canView, label }: RequirementTableProps) {
  const { t } = useTranslation('compliance');
  const height = useTableHeight();
  const showValidFrom = useProfileSubject().profile.requirementValidFrom !== false;
  const gates = useRequirementGates();
  const listed = rows.filter((row) => gates.isListed(requirementIdOf(row)));
  return (
    <Scroller $height={height} tabIndex={0} role="region" aria-label={label}>
      <Table role="table">
        <caption className="visually-hidden">{label}</caption>
        <colgroup>
          <col className="status" />
          <col />
          <col className="issues" />
          {showValidFrom && <col className="date" />}
          <col className="date" />
          {canView && <col className="view" />}
        </colgroup>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('table.status')}</th>
            <th scope="col" role="columnheader">{t('table.requirement')}</th>
            <th scope="col" role="columnheader">{t('table.issues')}</th>
            {showValidFrom && <th scope="col" role="columnheader">{t('table.validFrom')}</th>}
            <th scope="col" role="columnheader">{t('table.expiryDate')}</th>
            {canView && <th scope="col" role="columnheader"><span className="visually-hidden">{t('table.actions')}</span></th>}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {listed.map((row) => {
            const status = rowStatusOf(rowStatusName(row));
            return (
              <tr key={`${row.goalId}-${row.requirementVersionId}`} role="row">
                <td role="cell">
                  <StatusCell>
                    <RequirementStatusIcon compliant={isRowCompliant(row)} maturityLevel={row.targetMaturityLevel} />
                    {t(`rowStatus.${status}`)}
                  </StatusCell>
                </td>
                <th scope="row" role="rowheader">
                  {row.requirementName}
                  <Standard>{row.groupName}</Standard>
                </th>
                <td role="cell" data-label={t('table.issues')}><RequirementIssues processStatuses={row.processStatuses} /></td>
                {showValidFrom && <td role="cell" data-label={t('table.validFrom')}>{formatDate(row.validFrom) || '-'}</td>}
                <td role="cell" data-label={t('table.expiryDate')}>{formatDate(row.expiryDate) || '-'}</td>
                {canView && (
                  <td role="cell">
                    {gates.seeResponses(requirementIdOf(row)) && <LinkButton variant="secondary" size="sm" href={requirementHref(row)} aria-label={t('table.viewRequirement', { name: row.requirementName })}>
                      {t('table.view')}
                    </LinkButton>}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
});

export { requirementIdOf };
