import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@/platform/config/types';
import { renderApp } from '@/test/renderWithProviders';
import { warmUpConnections } from './connectionsKit';

beforeAll(warmUpConnections, 45_000);

/**
 * The buyer clicks the profile's connections tab and expects a page of that name: in French the tab
 * said "Vos relations" and opened "Vos connexions".
 */
describe('Your Connections: the tab and its page share one name', () => {
  it.each([
    ['en', 'Your Connections'],
    ['fr', 'Vos connexions'],
    ['es', 'Sus conexiones'],
    ['nl', 'Uw connecties'],
  ] as [Language, string][])('%s: "%s"', { timeout: 60_000 }, async (language, name) => {
    await renderApp({ route: '/supplier/100010/connections', language });
    // The profile's chunks, the frame and then the tab (rendered after the frame, issue 39): a cold first render on a
    // busy machine can take more than the default wait.
    expect(await screen.findByRole('heading', { level: 2, name }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  });
});
