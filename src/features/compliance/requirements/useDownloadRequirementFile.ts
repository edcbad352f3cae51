import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { requirementFileRequested } from './requirementFileSaga';

/** Intent hook: download one answer's file. */
export function useDownloadRequirementFile() {
  const dispatch = useDispatch();
  return useCallback(
    (url: string, fileName: string) => dispatch(requirementFileRequested({ url, fileName })),
    [dispatch],
  );
}
