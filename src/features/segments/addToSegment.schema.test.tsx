import { describe, expect, it } from 'vitest';
import {
  canConfirmExisting, canConfirmNew, emptyExisting, emptyNew, existingSegmentSchema, newSegmentSchema,
} from './addToSegment.schema';

const complete = { name: 'Plot 9', segmentType: 1, compliancePolicyId: 2, stageName: 'Invited', isVisibleToSuppliers: true };

describe('new segment: confirm rule and schema', () => {
  it.each([
    ['complete', complete, false, true],
    ['while saving', complete, true, false],
    ['blank name', { ...complete, name: '   ' }, false, false],
    ['name of 100 characters', { ...complete, name: 'n'.repeat(100) }, false, true],
    ['name of 100 characters and spaces around it (sent trimmed)', { ...complete, name: ` ${'n'.repeat(100)} ` }, false, true],
    ['name of 101 characters', { ...complete, name: 'n'.repeat(101) }, false, false],
    ['no type', { ...complete, segmentType: null }, false, false],
    ['no policy', { ...complete, compliancePolicyId: null }, false, false],
    ['policy id 0', { ...complete, compliancePolicyId: 0 }, false, false],
    ['no stage', { ...complete, stageName: null }, false, false],
  ])('%s → %s', (_case, values, saving, expected) => {
    expect(canConfirmNew(values, saving)).toBe(expected);
    if (!saving) expect(newSegmentSchema.isValidSync(values)).toBe(expected);
  });

  it('every missing field says "validation.required"', async () => {
    const error = await newSegmentSchema.validate(emptyNew, { abortEarly: false }).catch((e: { inner: { path: string; message: string }[] }) => e);
    const messages = Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
    expect(messages).toEqual({
      name: 'validation.required', segmentType: 'validation.required', compliancePolicyId: 'validation.required', stageName: 'validation.required',
    });
  });
});

it('a name over 100 characters says "validation.nameTooLong"', async () => {
  const error = await newSegmentSchema.validateAt('name', { ...complete, name: 'n'.repeat(101) }).catch((e: { message: string }) => e.message);
  expect(error).toBe('validation.nameTooLong');
});

describe('existing segment: confirm rule and schema', () => {
  it.each([
    ['complete', { orgUnitId: 2001, segmentId: 4002, stageId: 7004 }, true],
    ['no unit', { orgUnitId: null, segmentId: 4002, stageId: 7004 }, false],
    ['no segment', { orgUnitId: 2001, segmentId: null, stageId: 7004 }, false],
    ['no stage', { orgUnitId: 2001, segmentId: 4002, stageId: null }, false],
  ])('%s → %s', (_case, values, expected) => {
    expect(canConfirmExisting(values, false)).toBe(expected);
    expect(existingSegmentSchema.isValidSync(values)).toBe(expected);
  });

  it('never while saving, and not when empty', () => {
    expect(canConfirmExisting({ orgUnitId: 2001, segmentId: 4002, stageId: 7004 }, true)).toBe(false);
    expect(canConfirmExisting(emptyExisting, false)).toBe(false);
  });
});
