import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canViewComplianceAnswers } from '@/platform/auth/connectionPolicies';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';
import { Radio, RadioGroup } from '@/ui';
import { DEFAULT_GROUP_BY, groupRequirements, type GroupBy } from '../levels/grouping';
import { RequirementTable, requirementIdOf } from '../requirements/RequirementTable';
import { requirementPagePath } from '../requirements/requirementPaths';

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h4 { margin: ${({ theme }) => theme.space.md} 0 0; }
`;

/** The Levels widget's detail: every requirement, grouped by standards (default) or by level (spec 03 §2). */
export function LevelsDetail({ supplierId, rows }: { supplierId: number; rows: RequirementDetailRowDto[] }) {
  const { t } = useTranslation('compliance');
  const [groupBy, setGroupBy] = useState<GroupBy>(DEFAULT_GROUP_BY);
  const canView = useProfilePolicy(canViewComplianceAnswers);
  const groups = useMemo(() => groupRequirements(rows, groupBy), [rows, groupBy]);
  const hrefOf = useMemo(
    () => (row: RequirementDetailRowDto) =>
      requirementPagePath({ supplierId, goalId: String(row.goalId), requirementId: requirementIdOf(row) }),
    [supplierId],
  );
  return (
    <div>
      <RadioGroup label={t('levels.groupBy')} value={groupBy} onChange={(value) => setGroupBy(value as GroupBy)} orientation="horizontal">
        <Radio value="standards">{t('levels.byStandards')}</Radio>
        <Radio value="level">{t('levels.byLevel')}</Radio>
      </RadioGroup>
      {groups.length === 0 && <p>{t('levels.noRequirements')}</p>}
      {groups.map((group) => (
        <Group key={`${groupBy}-${group.key}`} aria-label={group.name}>
          <h4>{group.name}</h4>
          <RequirementTable rows={group.rows} requirementHref={hrefOf} canView={canView} label={t('levels.groupTable', { name: group.name })} />
        </Group>
      ))}
    </div>
  );
}
