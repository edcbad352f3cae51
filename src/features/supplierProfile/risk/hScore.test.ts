import { describe, expect, it } from 'vitest';
import { clampHScore, hScoreTone } from './hScore';

describe('H Score clamp and colour (spec 02 §2.7, §9)', () => {
  it.each([
    [0, 1, 'danger'],
    [1, 1, 'danger'],
    [25, 25, 'danger'],
    [26, 26, 'normal'],
    [100, 100, 'normal'],
    [101, 100, 'normal'],
    [-7, 1, 'danger'],
  ] as const)('%s is drawn as %s in the %s colour', (input, drawn, tone) => {
    expect(clampHScore(input)).toBe(drawn);
    expect(hScoreTone(input)).toBe(tone);
  });

  it.each([NaN, Infinity, null, undefined])('%s has no score to draw', (input) => {
    expect(clampHScore(input)).toBeNull();
    expect(hScoreTone(input)).toBeNull();
  });
});
