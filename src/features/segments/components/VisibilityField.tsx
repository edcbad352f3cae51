import { useTranslation } from 'react-i18next';
import { Alert, Checkbox } from '@/ui';

interface Props {
  isDps: boolean;
  isVisible: boolean;
  onChange: (visible: boolean) => void;
}

/** DPS forces visibility on and locks it; the note or the important notice follows the box (spec 01 §2). */
export function VisibilityField({ isDps, isVisible, onChange }: Props) {
  const { t } = useTranslation('segments');
  const visible = isDps || isVisible;
  return (
    <div>
      <Checkbox isSelected={visible} isDisabled={isDps} onChange={onChange}>
        {t('fields.visible')}
      </Checkbox>
      {isDps && <p>{t('notes.dpsLocked')}</p>}
      {visible ? (
        <Alert tone="warning" title={t('notes.visibleTitle')} autoCloseMs={null}>
          {t('notes.visible')}
        </Alert>
      ) : (
        <p>{t('notes.notVisible')}</p>
      )}
    </div>
  );
}
