import { describe, expect, it } from 'vitest';
import { OPERATION_NOT_PERMITTED, updateWorkCategory } from '@/services/compliance/workCategoriesService';
import { workCategory } from './__tests__/workCategoryFixtures';

describe('work category update (spec 03 §4, §7)', () => {
  it("is refused with 'Operation not permitted'", async () => {
    await expect(updateWorkCategory(100010, workCategory(1))).rejects.toThrow(OPERATION_NOT_PERMITTED);
    expect(OPERATION_NOT_PERMITTED).toBe('Operation not permitted');
  });
});
