import { useCallback, useMemo } from 'react';
import type { ApiError } from '@/platform/http';
import { useMutation, useResource } from '@/platform/resource';
import type { UdfSavedValue } from '@/services/udf/types';
import { saveCustomFields, supplierCustomFields } from '@/services/udf/udfResources';

/** The sections (in the buyer's language) and this supplier's values. */
export const useCustomFields = (supplierId: number, languageId: number) =>
  useResource(supplierCustomFields, { supplierId, languageId });

/**
 * Saving one section's custom fields (spec 02 §4 "Custom fields"). `saved` returns the section to
 * view; `failed` keeps it in edit with every value the buyer chose.
 */
export interface CustomFieldsEditorState {
  sectionId: number | null;
  status: 'idle' | 'saving' | 'saved' | 'failed';
  error: ApiError | null;
}

const STATUS = { idle: 'idle', pending: 'saving', succeeded: 'saved', failed: 'failed' } as const;

/** One section's save: its outcome from the layer's mutation state, `save`, and `reset` (edit mode entered or left). */
export function useCustomFieldsEditor(supplierId: number, languageId: number, sectionId: number) {
  const { status, error, run, reset } = useMutation(saveCustomFields, useMemo(() => ({ supplierId, sectionId }), [supplierId, sectionId]));
  const editor: CustomFieldsEditorState = useMemo(() => ({ sectionId, status: STATUS[status], error }), [sectionId, status, error]);
  return {
    editor,
    save: useCallback((values: UdfSavedValue[]) => run({ supplierId, languageId, sectionId, values }), [run, supplierId, languageId, sectionId]),
    reset,
  };
}
