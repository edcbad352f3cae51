import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { formatDate } from '@/platform/i18n/format';
import type { ConsultNoticeDto } from '@/services/supplier/consultNoticesTypes';
import { Accordion, AccordionItem, Alert, Button, Spinner } from '@/ui';
import { ConsultNoticeModal } from './ConsultNoticeModal';
import { useConsultNotices } from './hooks';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; vertical-align: top; padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`}; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
`;

const Details = styled.td`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; white-space: pre-wrap; overflow-wrap: anywhere; }
  strong { margin-right: ${({ theme }) => theme.space.xs}; }
`;

/** "Consult Notices (count)" (spec 02 §2.13): collapsed when there are none. */
export function ConsultNoticesPanel({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileIssues');
  const errorText = useErrorText();
  const notices = useConsultNotices(supplierId);
  const [shown, setShown] = useState<Set<number>>(() => new Set());
  const [open, setOpen] = useState<ConsultNoticeDto | null>(null);

  if (notices.status === 'error' && notices.error) {
    // Spec 02 §8 holds the error without showing it; a buyer should not read a failure as "no notices".
    return (
      <Alert tone="danger" autoCloseMs={null}>
        <p>{t('loadFailed', { reason: errorText(notices.error) })}</p>
        <Button variant="secondary" onPress={notices.retry}>{t('tryAgain', { ns: 'common' })}</Button>
      </Alert>
    );
  }
  if (!notices.data) return <Spinner label={t('loading')} />;
  const list = notices.data;
  const toggle = (id: number) => setShown((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  return (
    <>
      <Accordion defaultExpandedKeys={list.length ? ['notices'] : []}>
        <AccordionItem id="notices" title={t('panelTitle', { count: list.length })} headingLevel={3}>
          {list.length === 0 ? <p>{t('none')}</p> : (
            <Table aria-label={t('tableLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">{t('columns.type')}</th>
                  <th scope="col">{t('columns.startDate')}</th>
                  <th scope="col">{t('columns.details')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((n) => {
                  const isShown = shown.has(n.id);
                  const detailsId = `notice-details-${n.id}`;
                  return (
                    <Fragment key={n.id}>
                      <tr>
                        <td>{n.statusName}</td>
                        <th scope="row">{n.noticeTypeName}</th>
                        <td>{formatDate(n.createdOn)}</td>
                        <td>
                          <Button variant="link" aria-expanded={isShown} aria-controls={isShown ? detailsId : undefined}
                            aria-label={t(isShown ? 'hideFor' : 'showFor', { type: n.noticeTypeName, date: formatDate(n.createdOn) })}
                            onPress={() => toggle(n.id)}>
                            {isShown ? t('hide') : t('show')}
                          </Button>
                        </td>
                      </tr>
                      {isShown && (
                        <tr id={detailsId}>
                          <Details colSpan={4}>
                            <p><strong>{t('notes')}</strong>{n.noticeText}</p>
                            <Button variant="secondary" size="sm" onPress={() => setOpen(n)}>{t('viewDetails')}</Button>
                          </Details>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </Table>
          )}
        </AccordionItem>
      </Accordion>
      {open && <ConsultNoticeModal notice={open} onClose={() => setOpen(null)} />}
    </>
  );
}
