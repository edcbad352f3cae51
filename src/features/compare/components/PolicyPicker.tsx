import { useTranslation } from 'react-i18next';
import type { CompliancePolicyDto } from '@/services/policy/types';
import { Alert, Button, Select, Spinner } from '@/ui';

/** Policy id 0 in the picker: compare without a policy. */
export const NO_POLICY = 0;

interface Props {
  policies: { status: string; data: CompliancePolicyDto[] | null; retry: () => void };
  value: number | null;
  onChange: (policyId: number | null) => void;
}

/** One of the buyer's compliance policies (GET /policy), or none. */
export function PolicyPicker({ policies, value, onChange }: Props) {
  const { t } = useTranslation('compare');
  if (policies.status === 'error') {
    return (
      <Alert tone="danger" autoCloseMs={null}>
        <p>{t('policy.failed')}</p>
        <Button variant="secondary" onPress={policies.retry}>{t('column.tryAgain')}</Button>
      </Alert>
    );
  }
  if (!policies.data) return <Spinner label={t('policy.loading')} />;
  const options = [{ id: NO_POLICY, label: t('policy.none') }, ...policies.data.map((p) => ({ id: p.id, label: p.name }))];
  return (
    <Select<number>
      label={t('policy.label')}
      placeholder={t('policy.choose')}
      options={options}
      value={value ?? NO_POLICY}
      onChange={(id) => onChange(id === NO_POLICY ? null : id)}
    />
  );
}
