import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';
import { afterFirstContent, awaitFirstContent, firstContentShown } from '@/platform/firstContent';
import { warmUpLocationsTable } from '@/features/supplierProfile/tabs/__tests__/profileTabsKit';
import { FAVOURITE } from '@/features/supplierProfile/__tests__/profileTestKit';

/**
 * Issue 39: a deep link's header paints on its own, before its tab renders, and the shell's late
 * parts (their chunks and calls) wait for the tab's first render, not only for the header.
 */
beforeAll(warmUpLocationsTable, 45_000);

afterEach(async () => {
  // Nothing may stay held for the next test.
  firstContentShown();
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
});

describe('a deep link into a supplier’s tab', () => {
  it('shows the header before the tab renders, and releases the late parts only after the tab has', async () => {
    awaitFirstContent();
    const lateParts = vi.fn();
    afterFirstContent(lateParts);
    await renderApp({ route: `/supplier/${FAVOURITE.id}/overview` });

    expect(await screen.findByRole('heading', { level: 1, name: FAVOURITE.name }, { timeout: 30_000 })).toBeInTheDocument();
    // The header's commit: the tab's content is not rendered in it, and nothing late is released yet.
    expect(screen.queryByRole('heading', { level: 2, name: 'Overview' })).not.toBeInTheDocument();
    expect(lateParts).not.toHaveBeenCalled();

    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' }, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(lateParts).toHaveBeenCalledTimes(1));
    // The late parts it released come in (their chunks finish loading inside the test).
    await Promise.all([import('@/features/segments'), import('@/features/exportResults')]);
    expect(await screen.findByRole('button', { name: 'Add to supply chain' }, { timeout: 30_000 })).toBeEnabled();
  });
});
