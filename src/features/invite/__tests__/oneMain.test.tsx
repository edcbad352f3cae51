import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';

/** Issue 37 item 25: the shell's <main id="main"> is the page's only main landmark (axe: landmark-no-duplicate-main). */
describe('Invite Supplier has one main landmark', () => {
  it('the screen sits inside the shell’s main, not in a main of its own', async () => {
    await renderApp({ route: '/invite-supplier' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Invite Supplier' });
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute('id', 'main');
    expect(mains[0]).toContainElement(heading);
  });

  it('the not-authorised page shown on the route has no main of its own either', async () => {
    await renderApp({ route: '/invite-supplier', persona: 'no-onboarding' });
    const heading = await screen.findByRole('heading', { level: 1 });
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toContainElement(heading);
  });
});
