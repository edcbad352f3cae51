import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { FAVOURITE } from './profileTestKit';

const printAddress = `/supplier/${FAVOURITE.id}/print`;

describe('the print view asks the rule that offers Print profile (the community print setting, spec 02 §6)', () => {
  it('opens where the buyer is offered print', async () => {
    await renderApp({ route: printAddress });
    expect(await screen.findByRole('heading', { level: 1, name: FAVOURITE.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    expect(currentPath()).toBe(printAddress);
  });

  it('opens the profile instead where the community hides print', async () => {
    const config = testConfig();
    config.communities.GB!.profile = { print: false };
    await renderApp({ route: printAddress, config });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${FAVOURITE.id}/overview`));
    expect(await screen.findByRole('heading', { level: 1, name: FAVOURITE.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Summary' })).not.toBeInTheDocument();
  });
});
