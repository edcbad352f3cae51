import { useTranslation } from 'react-i18next';
import { href } from '@/platform/router';
import { Button, Link, Spinner } from '@/ui';
import type { CellValue, CompareRow } from '../compareRules';
import type { SupplierColumnRead } from '../useSupplierColumn';
import { useCompareText } from '../useCompareText';
import { ColumnActions, ColumnHead, DiffersMark, Muted, Scroller, State, Table } from './CompareTable.styles';

export interface ColumnControls {
  moveLeft: (id: number) => void;
  moveRight: (id: number) => void;
  remove: (id: number) => void;
  /** Undefined when the buyer may not add to a supply chain (or the dialog is not there). */
  addToSupplyChain?: (id: number, name: string) => void;
}

export type ColumnControl = 'moveLeft' | 'moveRight' | 'remove';
/** The id of a column's control, for the screen to move focus to it after the columns change. */
export const columnControlId = (id: number, control: ColumnControl) => `compare-${control}-${id}`;

interface Props {
  reads: SupplierColumnRead[];
  /** Facts first, then (when a policy is chosen) its requirement rows and summary. */
  sections: { id: string; heading?: string; rows: CompareRow[] }[];
  controls: ColumnControls;
}

const toneOf = (cell: CellValue): 'success' | 'warning' | 'danger' | 'neutral' => {
  if (cell.kind === 'policyState') return cell.state === 'met' ? 'success' : cell.state === 'expiring' ? 'warning' : 'danger';
  if (cell.kind === 'policySummary') return cell.isCompliant ? 'success' : 'danger';
  if (cell.kind === 'held') return cell.statusName === null ? 'neutral' : cell.isCompliant ? 'success' : 'danger';
  return 'neutral';
};

/**
 * The comparison as one table: a column per supplier (its heading names it, links to its profile and
 * carries its own loading, error and Try again, and its move, remove and add controls), a row per
 * fact or policy requirement, each row's label kept in view while the suppliers scroll sideways.
 */
export function CompareTable({ reads, sections, controls }: Props) {
  const { t } = useTranslation('compare');
  const { rowLabel, cellText } = useCompareText();
  const last = reads.length - 1;

  const cell = (value: CellValue | null, index: number) => {
    const status = reads[index].column.status;
    if (!value) return <Muted>{status === 'error' ? t('cell.unavailable') : t('cell.loading')}</Muted>;
    const tone = toneOf(value);
    return tone === 'neutral' ? cellText(value) : <State $tone={tone}>{cellText(value)}</State>;
  };

  return (
    // Focusable so a keyboard can scroll the suppliers sideways (axe: scrollable-region-focusable).
    <Scroller tabIndex={0} role="group" aria-labelledby="compare-table-caption">
      <Table>
        <caption id="compare-table-caption" className="visually-hidden">{t('tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('corner')}</th>
            {reads.map(({ column, name, retry }, index) => {
              const label = name ?? t('column.unnamed', { id: column.id });
              return (
                <th scope="col" key={column.id}>
                  <ColumnHead>
                    <Link href={href.supplier.overview({ supplierId: column.id })}>{label}</Link>
                    {column.status === 'loading' && <Spinner size={16} label={t('column.loading')} />}
                    {column.status === 'error' && (
                      <span role="alert">
                        {t('column.failed')}{' '}
                        <Button size="sm" variant="secondary" onPress={retry} aria-label={t('column.retry', { name: label })}>{t('column.tryAgain')}</Button>
                      </span>
                    )}
                    <ColumnActions role="group" aria-label={t('column.actions', { name: label })}>
                      <Button id={columnControlId(column.id, 'moveLeft')} size="sm" variant="ghost" isDisabled={index === 0} onPress={() => controls.moveLeft(column.id)} aria-label={t('column.moveLeft', { name: label })}>←</Button>
                      <Button id={columnControlId(column.id, 'moveRight')} size="sm" variant="ghost" isDisabled={index === last} onPress={() => controls.moveRight(column.id)} aria-label={t('column.moveRight', { name: label })}>→</Button>
                      <Button id={columnControlId(column.id, 'remove')} size="sm" variant="ghost" onPress={() => controls.remove(column.id)} aria-label={t('column.remove', { name: label })}>✕</Button>
                      {controls.addToSupplyChain && (
                        <Button size="sm" variant="secondary" onPress={() => controls.addToSupplyChain?.(column.id, label)} aria-label={t('column.addToSupplyChain', { name: label })}>
                          {t('column.add')}
                        </Button>
                      )}
                    </ColumnActions>
                  </ColumnHead>
                </th>
              );
            })}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.id}>
            {section.heading && (
              <tr data-section-start="true">
                <th scope="colgroup" colSpan={reads.length + 1}>{section.heading}</th>
              </tr>
            )}
            {section.rows.map((row) => (
              <tr key={row.id} data-differs={row.differs}>
                <th scope="row">
                  {rowLabel(row.label)}
                  {row.differs && <DiffersMark>{t('differs')}</DiffersMark>}
                </th>
                {row.cells.map((value, index) => (
                  <td key={reads[index].column.id}>{cell(value, index)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
    </Scroller>
  );
}
