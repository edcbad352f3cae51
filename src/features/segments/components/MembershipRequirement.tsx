import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui';
import { useMembershipShortfall } from '../hooks';

/** The one selected supplier's membership against the chosen segment's requirement (segment-product check). */
export function MembershipRequirement() {
  const { t } = useTranslation('segments');
  const shortfall = useMembershipShortfall();
  if (shortfall === 'missing') return <Alert tone="warning">{t('membership.missing')}</Alert>;
  if (shortfall === 'error') return <Alert tone="danger">{t('membership.error')}</Alert>;
  return null;
}
