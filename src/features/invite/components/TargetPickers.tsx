import { useTranslation } from 'react-i18next';
import type { OrganisationUnitDto, OrganisationUnitSegment } from '@/services/admin/types';
import { Select } from '@/ui';
import { Grid } from './InviteForm.styles';

interface Props {
  units: OrganisationUnitDto[];
  unit: OrganisationUnitDto | null;
  segment: OrganisationUnitSegment | null;
  stageId: number | null;
  onUnit: (id: number) => void;
  onSegment: (id: number) => void;
  onStage: (id: number) => void;
}

/** Organisation unit (a selector only with more than one), then segment, then its custom stage. */
export function TargetPickers({ units, unit, segment, stageId, onUnit, onSegment, onStage }: Props) {
  const { t } = useTranslation('invite');
  return (
    <Grid>
      {units.length > 1 ? (
        <Select
          label={t('fields.orgUnit')}
          placeholder={t('fields.placeholder')}
          options={units.map((u) => ({ id: u.accountId, label: u.name }))}
          value={unit?.accountId ?? null}
          onChange={(id) => onUnit(Number(id))}
        />
      ) : (
        unit && <p>{t('singleUnit', { name: unit.name })}</p>
      )}
      {unit && (
        <Select
          label={t('fields.segment')}
          placeholder={t('fields.placeholder')}
          options={unit.segments.map((s) => ({ id: s.id, label: s.name }))}
          value={segment?.id ?? null}
          isDisabled={unit.segments.length === 0}
          description={unit.segments.length === 0 ? t('noSegments') : undefined}
          onChange={(id) => onSegment(Number(id))}
        />
      )}
      {segment && segment.customStages.length > 0 && (
        <Select
          label={t('fields.stage')}
          placeholder={t('fields.placeholder')}
          options={segment.customStages.map((s) => ({ id: s.id, label: s.name }))}
          value={stageId}
          onChange={(id) => onStage(Number(id))}
        />
      )}
    </Grid>
  );
}
