import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FiltersBlock } from '../FiltersBlock';
import { filtersActions } from '../filtersSlice';

// Counts the renders of the open Work categories group: its content (a combobox, the response
// shapes and the chosen categories) is the accordion's costliest part.
const counted = vi.hoisted(() => ({ workCategories: 0 }));
vi.mock('../groups/WorkCategoriesGroup', async (importOriginal) => {
  const real = await importOriginal<typeof import('../groups/WorkCategoriesGroup')>();
  return {
    WorkCategoriesGroup: () => {
      counted.workCategories += 1;
      return real.WorkCategoriesGroup();
    },
  };
});

/**
 * Issue 12: react-redux renders every store update synchronously, in one main-thread task, so the
 * accordion must not render its groups again for an update that changes neither the groups shown
 * nor the open ones.
 */
describe('filters accordion: render cost', () => {
  it('does not render an open group again for a store update that changes no group', async () => {
    const { store } = await renderWithProviders(<FiltersBlock variant="landing" />);
    expect(await screen.findByRole('combobox', { name: 'Search work categories' })).toBeVisible();
    const before = counted.workCategories;

    // The same groups, the same open ones: "none missing" stored again, as a new (empty) list.
    act(() => {
      store.dispatch(filtersActions.requiredFiltersMissing({ groups: [] }));
    });

    expect(screen.getByRole('combobox', { name: 'Search work categories' })).toBeVisible();
    expect(counted.workCategories).toBe(before);
  });
});
