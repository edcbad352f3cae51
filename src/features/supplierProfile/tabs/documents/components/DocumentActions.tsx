import { useTranslation } from 'react-i18next';
import type { DocumentDto } from '@/services/documents/types';
import { Menu } from '@/ui';

type ActionId = 'view' | 'remove';

interface DocumentActionsProps {
  document: DocumentDto;
  /** suppliersourcing:remove-internal-document: without it Remove is not offered. */
  canRemove: boolean;
  /** The buyer created this document: Remove is disabled otherwise (spec 02 §5). */
  isCreator: boolean;
  onView: (document: DocumentDto) => void;
  onRemove: (document: DocumentDto) => void;
}

/** An internal document's action menu: View, and Remove for the buyer's own documents. */
export function DocumentActions({ document, canRemove, isCreator, onView, onRemove }: DocumentActionsProps) {
  const { t } = useTranslation('profileDocuments');
  const items = [
    { id: 'view' as const, label: t('actions.view') },
    ...(canRemove ? [{ id: 'remove' as const, label: t('actions.remove'), isDisabled: !isCreator }] : []),
  ];
  return (
    <Menu<ActionId>
      trigger={t('columns.actions')}
      aria-label={t('actions.menu', { name: document.displayName })}
      variant="secondary"
      size="sm"
      showChevron
      items={items}
      onAction={(id) => (id === 'view' ? onView(document) : onRemove(document))}
    />
  );
}
