import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useCanInvite } from '@/platform/session';
import { ExportResultsSlot } from '@/platform/slots';
import { SaveSearchSlot } from '@/platform/slots/savedSearchSlots';
import { Button, LinkButton } from '@/ui';
import { filtersPagePath } from '../filters/model/constants';
import { randomised } from '../session/resultsSlice';
import { inviteSupplierRequested } from '../session/searchSessionSlice';
import { Toolbar } from './ResultsScreen.styles';

interface Props {
  sid: string;
  resultCount: number;
  onAddFilters: () => void;
}

/** Export, Randomise, Add filters and (by permission) Invite supplier. */
export const ResultsToolbar = memo(function ResultsToolbar({ sid, resultCount, onAddFilters }: Props) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const canInvite = useCanInvite();
  const ExportControl = ExportResultsSlot.useSlot();
  const SaveSearch = SaveSearchSlot.useSlot();
  return (
    <Toolbar role="group" aria-label={t('actions.label')}>
      {ExportControl && <ExportControl sid={sid} resultCount={resultCount} />}
      {SaveSearch && <SaveSearch sid={sid} />}
      <Button variant="secondary" onPress={() => dispatch(randomised())}>
        {t('actions.randomise')}
      </Button>
      <Button variant="secondary" onPress={onAddFilters}>
        {t('actions.addFilters')}
      </Button>
      {/* The full filters page; from=results makes its "Close filters" come back here. */}
      <LinkButton variant="secondary" href={filtersPagePath(sid, true)}>
        {t('actions.editFilters')}
      </LinkButton>
      {canInvite && <Button onPress={() => dispatch(inviteSupplierRequested())}>{t('actions.invite')}</Button>}
    </Toolbar>
  );
});
