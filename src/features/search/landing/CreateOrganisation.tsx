import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectCanCreateOrganisation } from '@/platform/session';
import { Alert, Button } from '@/ui';
import { organisationCreateRequested } from '../session/searchSessionSlice';
import { selectCreateOrganisationDenied } from '../session/selectors';
import { CreateNew } from './LookupFields.styles';

/** "Can't find the organisation? Create new" under the company search, whichever search answers it. */
export function CreateOrganisation({ companyName, show }: { companyName: string; show: boolean }) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const canCreate = useSelector(selectCanCreateOrganisation);
  const denied = useSelector(selectCreateOrganisationDenied);
  return (
    <>
      {show && (
        <CreateNew>
          <p>{t('company.notFound')}</p>
          <Button
            variant="secondary"
            isDisabled={!canCreate}
            aria-describedby={canCreate ? undefined : 'create-new-read-only'}
            onPress={() => dispatch(organisationCreateRequested({ companyName }))}
          >
            {t('company.createNew')}
          </Button>
          {!canCreate && <p id="create-new-read-only">{t('company.readOnly')}</p>}
        </CreateNew>
      )}
      {denied && <Alert tone="danger">{t('company.noPermission')}</Alert>}
    </>
  );
}
