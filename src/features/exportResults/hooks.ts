import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { COMMUNITY_WORDING } from '@/platform/community';
import { useCommunityCode } from '@/platform/session';
import { exportResultsActions as A, selectExportResults } from './exportResultsSlice';
import type { ExportLabels } from './exportTable';

/** The translated file base and headers; the company-number header follows the community's wording. */
function useExportLabels(): ExportLabels {
  const { t } = useTranslation('exportResults');
  const community = useCommunityCode();
  return useMemo(
    () => ({
      fileBase: t('fileBase'),
      organisationName: t('columns.organisationName'),
      registrationNumber: t('columns.registrationNumber'),
      companyHouseNumber: t(`common:${COMMUNITY_WORDING[community].companyNumber}`),
      addressLine1: t('columns.addressLine1'),
      addressLine2: t('columns.addressLine2'),
      addressLine3: t('columns.addressLine3'),
      addressLine4: t('columns.addressLine4'),
      town: t('columns.town'),
      county: t('columns.county'),
      postcode: t('columns.postcode'),
      region: t('columns.region'),
      companySize: t('columns.companySize'),
      contactName: t('columns.contactName'),
      phone: t('columns.phone'),
      mobile: t('columns.mobile'),
      email: t('columns.email'),
    }),
    [t, community],
  );
}

/** Prepare, download and dismiss the export of a search session's results. */
export function useExportResults(sid: string, resultCount: number) {
  const dispatch = useDispatch();
  const labels = useExportLabels();
  const { prepared, downloaded } = useSelector(selectExportResults);
  return {
    status: prepared.status,
    prepared: prepared.data,
    downloaded,
    prepare: useCallback(() => dispatch(A.exportRequested({ sid, resultCount, labels })), [dispatch, sid, resultCount, labels]),
    download: useCallback(() => dispatch(A.exportDownloadRequested()), [dispatch]),
    dismiss: useCallback(() => dispatch(A.exportDismissed()), [dispatch]),
  };
}
