import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WorkCategoryTile } from '../workCategoryRows';

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const Tile = styled.button<{ $on: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 160px;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.borderSubtle)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $on, theme }) => ($on ? theme.colors.primarySubtle : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  strong { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* A phone: the two tiles share one row, each a label and its number on one line (issue 38). */
  ${({ theme }) => theme.media.down('tablet')} {
    flex: 1 1 0;
    min-width: 0;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    strong { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  }
`;

/** The Total and With issues tiles (spec 03 §4): pressing one switches the list. */
export function WorkCategoryTiles({ tile, total, issues, onChange }: { tile: WorkCategoryTile; total: number; issues: number; onChange: (tile: WorkCategoryTile) => void }) {
  const { t } = useTranslation('workCategories');
  return (
    <Group role="group" aria-label={t('tiles.label')}>
      <Tile type="button" $on={tile === 'total'} aria-pressed={tile === 'total'} onClick={() => onChange('total')}>
        <span>{t('tiles.total')}</span> <strong>{total}</strong>
      </Tile>
      <Tile type="button" $on={tile === 'issues'} aria-pressed={tile === 'issues'} onClick={() => onChange('issues')}>
        <span>{t('tiles.withIssues')}</span> <strong>{issues}</strong>
      </Tile>
    </Group>
  );
}
