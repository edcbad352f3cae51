import { describe, expect, it } from 'vitest';
import { progressOf } from './progress';

describe('requirement progress = completed / total × 100 (spec 03 §4)', () => {
  it.each([
    [0, 0, 0],
    [0, 4, 0],
    [1, 4, 25],
    [1, 3, 33],
    [2, 3, 67],
    [4, 4, 100],
    [5, 4, 100],
    [-1, 4, 0],
    [Number.NaN, 4, 0],
  ])('%d of %d → %d %%', (completed, total, percent) => {
    expect(progressOf(completed, total)).toBe(percent);
  });
});
