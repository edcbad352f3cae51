import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import { browser } from '@/platform/browser';
import { testConfig } from '@/test/testConfig';
import { profileActions } from '../profileActionsSlice';
import { FAVOURITE, menuItems, openProfile } from './profileTestKit';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function statementHiddenByCommunity() {
  const config = testConfig();
  config.communities.GB!.profile = { downloadComplianceStatement: false };
  return config;
}

describe("the profile menu's compliance statement: the saga asks canDownloadComplianceStatement, the item's rule", () => {
  it.each([
    ['the complianceReportEnabled flag is off', { flags: { complianceReportEnabled: false } }],
    ['the community hides the statement download', { config: statementHiddenByCommunity() }],
  ] as const)('when %s, the item is absent and a download past it sends nothing and says "You don\'t have permission"', async (_, options) => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/mock-api/complianceStatement/')) sent.push(request.url);
    });
    const { user, store } = await openProfile(FAVOURITE.id, FAVOURITE.name, options);
    expect(await menuItems(user)).not.toContain('Download compliance statement');
    await user.keyboard('{Escape}');

    act(() => {
      store.dispatch(profileActions.complianceStatementRequested({ supplierId: FAVOURITE.id, languageId: 1 }));
    });
    expect(await screen.findByText("You don't have permission")).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });
});
