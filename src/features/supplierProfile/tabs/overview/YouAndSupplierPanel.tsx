import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { Panel, Tile, TileLabel, TileValue, Tiles } from '../panel.styles';

/**
 * "You and supplier" (spec 02 §2.4): the buyer's supply chains and segments the supplier is in,
 * active and closed. The caller leaves it out in the Europe variant.
 */
export function YouAndSupplierPanel({ youAndSupplier }: { youAndSupplier: SupplierDetailsDto['youAndSupplier'] }) {
  const { t } = useTranslation('profileOverview');
  const headingId = useId();
  const tiles = [
    { id: 'supplyChainsActive', label: t('youAndSupplier.supplyChains.active'), count: youAndSupplier.supplyChains.active },
    { id: 'supplyChainsClosed', label: t('youAndSupplier.supplyChains.closed'), count: youAndSupplier.supplyChains.closed },
    { id: 'segmentsActive', label: t('youAndSupplier.segments.active'), count: youAndSupplier.segments.active },
    { id: 'segmentsClosed', label: t('youAndSupplier.segments.closed'), count: youAndSupplier.segments.closed },
  ];
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('youAndSupplier.heading')}</h3>
      <Tiles>
        {tiles.map(({ id, label, count }) => (
          <Tile key={id}>
            <TileLabel>{label}</TileLabel>
            <TileValue>{count}</TileValue>
          </Tile>
        ))}
      </Tiles>
    </Panel>
  );
}
