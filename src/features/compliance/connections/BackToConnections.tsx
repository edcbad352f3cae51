import { useTranslation } from 'react-i18next';
import { Link } from '@/ui';
import { ChevronLeftIcon } from '@/ui/icons';
import { href } from '@/platform/router';

/** Back to the supplier's connections tab. */
export function BackToConnections({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('connections');
  return (
    <Link href={href.supplier.connections({ supplierId })}>
      <ChevronLeftIcon size={14} /> {t('backToConnections')}
    </Link>
  );
}
