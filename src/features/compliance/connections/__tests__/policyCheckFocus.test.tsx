import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';
import { warmUpConnections } from './connectionsKit';

const route = '/supplier/100010/connections';

beforeAll(warmUpConnections, 45_000);

/**
 * Opening the check replaces its button and closing removes the section with its Close button:
 * without a place to go, focus fell to <body> and a keyboard user started again from the top.
 */
describe('Check against a policy: focus', () => {
  it('moves to the check’s heading when opened, and back to "Check against a policy" when closed', async () => {
    const { user } = await renderApp({ route });
    await user.click(await screen.findByRole('button', { name: 'Check against a policy' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Check against a policy' });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Close policy check' }));
    const opener = await screen.findByRole('button', { name: 'Check against a policy' });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps focus where the page puts it when the address already carries a policy', async () => {
    await renderApp({ route: `${route}?policy=` });
    const heading = await screen.findByRole('heading', { level: 3, name: 'Check against a policy' });
    expect(heading).not.toHaveFocus();
  });
});
