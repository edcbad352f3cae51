import { describe, expect, it } from 'vitest';
import { generateNetwork } from '../data/generate';
import { buildIndex, indexSteps } from './searchIndex';

describe('indexSteps', () => {
  it('builds the same search index in resumable steps as buildIndex in one go', () => {
    const { suppliers } = generateNetwork({ seed: 7, size: 600 });
    const steps = indexSteps(suppliers, 100);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    // Every 100 suppliers, then before the sorted orders and before the last two orders.
    expect(pauses).toBe(600 / 100 - 1 + 2);
    expect(step.value).toEqual(buildIndex(suppliers));
  });
});
