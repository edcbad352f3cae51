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
  ] as [Language, string][])('%s: "%s"', async (language, name) => {
    await renderApp({ route: '/supplier/100010/connections', language });
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  });
});
