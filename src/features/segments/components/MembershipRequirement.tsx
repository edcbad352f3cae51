import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui';
import type { SupplierRef } from '@/platform/slots';
import { useMembershipShortfall } from '../hooks';

/** The one selected supplier's membership against the chosen segment's requirement (segment-product check). */
export function MembershipRequirement({ segmentId, suppliers }: { segmentId: number; suppliers: SupplierRef[] }) {
  const { t } = useTranslation('segments');
  const shortfall = useMembershipShortfall(segmentId, suppliers);
  if (shortfall === 'missing') return <Alert tone="warning">{t('membership.missing')}</Alert>;
  if (shortfall === 'error') return <Alert tone="danger">{t('membership.error')}</Alert>;
  return null;
}
