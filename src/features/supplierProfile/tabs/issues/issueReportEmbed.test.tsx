import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { service, type IEmbedConfiguration } from 'powerbi-client';
import { AWKWARD_PROFILE_IDS } from '../../../../../mocks/data/profile/awkwardProfiles';
import { renderApp } from '@/test/renderWithProviders';

/* Issue 37 item 9, spec 02 §2.7: "Embedded reports use an embed token, filter pane disabled, navigation pane enabled, view mode." */

afterEach(() => vi.restoreAllMocks());

describe('the Issues tab\'s submissions-status report', () => {
  it('is embedded with the navigation pane enabled and the filter pane off, in view mode', async () => {
    const embed = vi.spyOn(service.Service.prototype, 'embed');
    await renderApp({ route: `/supplier/${AWKWARD_PROFILE_IDS.consultNotices}/issues` });
    await waitFor(() => expect(embed).toHaveBeenCalled(), { timeout: 10_000 });
    const config = embed.mock.calls[0][1] as IEmbedConfiguration;
    expect(config.settings?.panes).toEqual({ filters: { visible: false }, pageNavigation: { visible: true } });
    expect(config.viewMode).toBe(0);
    expect(config.tokenType).toBe(1);
  });
});
