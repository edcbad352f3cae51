import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createResourceHook } from '@/platform/async';
import type { UdfSavedValue } from '@/services/udf/types';
import { customFieldsResource } from './customFieldsResource';
import {
  customFieldsEditReset, customFieldsSaveRequested, selectCustomFieldsEditor, type SaveMessages,
} from './customFieldsEditorSlice';

/** The sections and this supplier's values, per `supplierId:languageId`. */
export const useCustomFields = createResourceHook(customFieldsResource);

export function useCustomFieldsEditor(key: string, supplierId: number) {
  const dispatch = useDispatch();
  const editor = useSelector(selectCustomFieldsEditor);
  return {
    editor,
    save: useCallback(
      (sectionId: number, values: UdfSavedValue[], messages: SaveMessages) =>
        dispatch(customFieldsSaveRequested({ key, supplierId, sectionId, values, messages })),
      [dispatch, key, supplierId],
    ),
    reset: useCallback(() => dispatch(customFieldsEditReset()), [dispatch]),
  };
}
