import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '@/platform/i18n/format';
import type { ConsultNoticeDto } from '@/services/supplier/consultNoticesTypes';
import { Button, Dialog } from '@/ui';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** One consult notice in full. */
export function ConsultNoticeModal({ notice, onClose }: { notice: ConsultNoticeDto; onClose: () => void }) {
  const { t } = useTranslation('profileIssues');
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('modal.title', { type: notice.noticeTypeName })}
      closeLabel={t('close', { ns: 'common' })}
      footer={(close) => <Button onPress={close}>{t('modal.close')}</Button>}
    >
      <Fields>
        <dt>{t('columns.status')}</dt>
        <dd>{notice.statusName}</dd>
        <dt>{t('columns.type')}</dt>
        <dd>{notice.noticeTypeName}</dd>
        <dt>{t('columns.startDate')}</dt>
        <dd>{formatDate(notice.createdOn)}</dd>
        <dt>{t('notes')}</dt>
        <dd>{notice.noticeText}</dd>
      </Fields>
    </Dialog>
  );
}
