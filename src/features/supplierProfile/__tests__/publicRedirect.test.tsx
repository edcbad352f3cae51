import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../../mocks/node';
import { NEW_BUYER_ENQUIRIES, notAuthorisedAnswer, spyOnLeave } from '@/test/notAuthorised';
import { renderApp } from '@/test/renderWithProviders';

const ECHOED = `/supplier/public-redirect?url=${encodeURIComponent('User is not authorised to view this content')}`;

afterEach(() => vi.restoreAllMocks());

describe('public-redirect and "User is not authorised to view this content" (issue 34)', () => {
  it('the words in the url, echoed by a 404, do not send the buyer away: the profile is not found', async () => {
    const leave = spyOnLeave();
    await renderApp({ route: ECHOED });
    expect(await screen.findByText('This public profile could not be found')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('the server answering them with 403 does send the buyer to the new-buyer enquiries page', async () => {
    const leave = spyOnLeave();
    server.use(http.get('*/mock-api/publicProfile/public/profiles', () => notAuthorisedAnswer()));
    await renderApp({ route: '/supplier/public-redirect?url=https%3A%2F%2Fprofiles.example%2Fany-100010' });
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(NEW_BUYER_ENQUIRIES));
  });
});
