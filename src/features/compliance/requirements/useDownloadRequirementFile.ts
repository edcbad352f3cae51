import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { requirementFileRequested } from './requirementFileSaga';

/** Intent hook: download one answer's file. */
export function useDownloadRequirementFile() {
  const dispatch = useDispatch();
  const { t } = useTranslation('compliance');
  return useCallback(
    (url: string, fileName: string) => dispatch(requirementFileRequested({ url, fileName, failure: t('answer.downloadFailed', { name: fileName }) })),
    [dispatch, t],
  );
}
