import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { readComparisonList, writeComparisonList } from '@/lib/comparisonList';
import { href } from '@/platform/router';
import { currentPath } from '@/test/renderWithProviders';
import { FAVOURITE, openProfile, pickMenuItem } from './profileTestKit';

afterEach(() => window.sessionStorage.clear());

describe('profile menu: Add to comparison (issue 41)', () => {
  it('adds the supplier to the comparison the buyer last had in this tab, and opens it with its search', async () => {
    writeComparisonList({ ids: [100011, 100012], sid: 'abc' });
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Add to comparison');
    expect(currentPath()).toBe(href.compare({ ids: [100011, 100012, FAVOURITE.id], sid: 'abc' }));
    // The comparison is a lazy chunk: on a cold test worker it takes a while to arrive.
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare suppliers' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(readComparisonList()).toEqual({ ids: [100011, 100012, FAVOURITE.id], sid: 'abc' });
  }, 60_000);

  it('starts a comparison of one, asking for another', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Add to comparison');
    expect(currentPath()).toBe(href.compare({ ids: [FAVOURITE.id] }));
    expect(await screen.findByText(/Add at least one more supplier to compare/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('when five are compared already the comparison is unchanged and says so', async () => {
    const five = [100001, 100002, 100003, 100004, 100006];
    writeComparisonList({ ids: five, sid: null });
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Add to comparison');
    expect(currentPath()).toBe(href.compare({ ids: five, full: true }));
    expect(await screen.findByText('You are already comparing five suppliers, the most at once. Remove one to add another.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
