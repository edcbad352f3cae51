import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { server } from '@mocks/node';
import { browser } from '@/platform/browser';
import type { Permission } from '@/platform/auth/permissions';
import { renderWithProviders } from '@/test/renderWithProviders';
import { requirementFileRequested, requirementFileSaga } from '../requirementFileSaga';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const FILE = { url: '/files/100001/7/insurance.pdf', fileName: 'insurance.pdf' };
const ANSWERS: Permission[] = ['suppliersourcing:view-compliance-answers', 'suppliersourcing:view-connection-answers'];

/** The compliance area's file download, as its screens' feature injects it. */
async function renderWithFileDownloads(withoutPermissions: Permission[]) {
  const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/mock-api/files/')) sent.push(request.url);
  });
  const rendered = await renderWithProviders(<p>requirement</p>, { withoutPermissions });
  rendered.store.injectFeature('answerFilesUnderTest', (state: object = {}) => state, requirementFileSaga);
  act(() => {
    rendered.store.dispatch(requirementFileRequested(FILE));
  });
  return { save, sent };
}

describe("an answer's file: the download asks canViewAnswers (either path's answers rule), as the server does", () => {
  it('a buyer who may view neither path\'s answers gets "You don\'t have permission" and nothing is fetched', async () => {
    const { save, sent } = await renderWithFileDownloads(ANSWERS);
    expect(await screen.findByText("You don't have permission")).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it("a buyer with the connections path's rule alone gets the file", async () => {
    const { save, sent } = await renderWithFileDownloads(['suppliersourcing:view-compliance-answers']);
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'insurance.pdf'));
    expect(sent).toHaveLength(1);
  });
});
