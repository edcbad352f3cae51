import { useTranslation } from 'react-i18next';
import type { ProfileVisibility } from '@/platform/config/types';
import type { SupplierOverviewDto } from '@/services/supplier/types';
import { countOrDash, DASH, moneyOrDash } from '../companyFacts';
import { Tile, TileLabel, TileValue, Tiles } from '../panel.styles';
import { useMoneyFormat } from '../useMoneyFormat';

/**
 * Company size, number of employees and turnover (spec 02 §2.4), each behind its community flag;
 * turnover is "-" when it is not a finite number. Nothing renders when every flag is off.
 */
export function CompanyFactsTiles({ overview, visibility }: { overview: SupplierOverviewDto; visibility: ProfileVisibility }) {
  const { t } = useTranslation('profileOverview');
  const money = useMoneyFormat();
  const tiles = [
    visibility.companySizeTile && { id: 'size', label: t('facts.companySize'), value: overview.companySize || DASH },
    visibility.employeesTile && { id: 'employees', label: t('facts.employees'), value: countOrDash(overview.numberOfEmployees, money.locale) },
    visibility.turnoverTile && { id: 'turnover', label: t('facts.turnover'), value: moneyOrDash(overview.turnover, money) },
  ].filter((tile) => tile !== false);
  if (tiles.length === 0) return null;
  return (
    <Tiles aria-label={t('facts.label')}>
      {tiles.map((tile) => (
        <Tile key={tile.id}>
          <TileLabel>{tile.label}</TileLabel>
          <TileValue>{tile.value}</TileValue>
        </Tile>
      ))}
    </Tiles>
  );
}
