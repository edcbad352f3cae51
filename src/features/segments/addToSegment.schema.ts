import { boolean, number, object, string } from 'yup';
import { SEGMENT_NAME_MAX_LENGTH } from '@/services/supplyChain/types';

/** Message keys (segments namespace); the forms translate them. */
export const SEGMENT_MESSAGES = {
  required: 'validation.required',
  nameTooLong: 'validation.nameTooLong',
} as const;

/** The name is sent trimmed, so its bound counts the trimmed text. */
export const isNameTooLong = (name: string) => name.trim().length > SEGMENT_NAME_MAX_LENGTH;

export interface ExistingSegmentValues {
  orgUnitId: number | null;
  segmentId: number | null;
  stageId: number | null;
}

export interface NewSegmentValues {
  name: string;
  segmentType: number | null;
  compliancePolicyId: number | null;
  /** New segments' stages are offered by name; the saga finds the real id once the segment exists. */
  stageName: string | null;
  isVisibleToSuppliers: boolean;
}

export const emptyExisting: ExistingSegmentValues = { orgUnitId: null, segmentId: null, stageId: null };
/** DPS segments are always visible and the default is visible (spec 01 §2). */
export const emptyNew: NewSegmentValues = {
  name: '', segmentType: null, compliancePolicyId: null, stageName: null, isVisibleToSuppliers: true,
};

/**
 * The dialog's one form holds both modes' fields (their names do not overlap); the schema of the
 * chosen mode validates it, and switching mode resets it.
 */
export type AddToSegmentValues = ExistingSegmentValues & NewSegmentValues;
export const emptyAddToSegment: AddToSegmentValues = { ...emptyExisting, ...emptyNew };

const requiredId = number().nullable().required(SEGMENT_MESSAGES.required);

/** Organisation unit, segment and stage are required when adding to an existing segment. */
export const existingSegmentSchema = object({
  orgUnitId: requiredId,
  segmentId: requiredId,
  stageId: requiredId,
});

/** Name, type, compliance level and stage are required for a new segment; the name is at most 100 characters. */
export const newSegmentSchema = object({
  name: string().trim().required(SEGMENT_MESSAGES.required).max(SEGMENT_NAME_MAX_LENGTH, SEGMENT_MESSAGES.nameTooLong),
  segmentType: requiredId,
  compliancePolicyId: number().nullable().required(SEGMENT_MESSAGES.required).moreThan(0, SEGMENT_MESSAGES.required),
  stageName: string().nullable().required(SEGMENT_MESSAGES.required),
  isVisibleToSuppliers: boolean().required(),
});

/** The confirm button's rule for an existing segment (spec 01 §5): a segment and a stage, never while saving. */
export const canConfirmExisting = (v: ExistingSegmentValues, isSaving: boolean) =>
  !isSaving && v.orgUnitId != null && v.segmentId != null && v.stageId != null;

/** For a new segment: a name (not too long), a type, a policy with id above 0 and a stage, never while saving. */
export const canConfirmNew = (v: NewSegmentValues, isSaving: boolean) =>
  !isSaving &&
  v.name.trim() !== '' &&
  !isNameTooLong(v.name) &&
  v.segmentType != null &&
  v.compliancePolicyId != null &&
  v.compliancePolicyId > 0 &&
  !!v.stageName;
