import { useTranslation } from 'react-i18next';
import { Dialog, Link } from '@/ui';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';
import { WorkCategoryFacts } from './WorkCategoryFacts';
import { WorkCategoryRequirements } from './WorkCategoryRequirements';
import { href } from '@/platform/router';

/** The work category side panel (spec 02 §2.14, 620 px): its facts, its requirements and a link to its page. */
export function WorkCategoryPanel({ supplierId, category, onClose }: { supplierId: number; category: WorkCategoryDto; onClose: () => void }) {
  const { t } = useTranslation('workCategories');
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={category.name} closeLabel={t('common:close')} width={620} placement="right">
      <WorkCategoryFacts category={category} />
      <WorkCategoryRequirements requirements={category.requirements} />
      <p>
        <Link href={href.supplier.workCategories.workCategory({ supplierId, workCategoryId: category.id })}>{t('panel.openPage')}</Link>
      </p>
    </Dialog>
  );
}
