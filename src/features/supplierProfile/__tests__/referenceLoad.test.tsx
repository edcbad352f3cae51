import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { browser } from '@/platform/browser';
import { FAVOURITE, openProfile } from './profileTestKit';

/* Issue 37 item 12, spec 02 §8: "Reference: load failure clears the reference (logged only)"; 401 anywhere signs out. */

afterEach(() => vi.restoreAllMocks());

const failReference = (status: number, message: string) =>
  server.use(http.get('*/mock-api/entityReferences/entityreferences/:id', () => HttpResponse.json({ message }, { status })));

describe('a reference that fails to load', () => {
  it('is cleared and logged, not swallowed: the profile shows without it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failReference(500, 'down');
    await openProfile(FAVOURITE.id, FAVOURITE.name);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Supplier reference failed to load', expect.objectContaining({ status: 500 })),
    );
    expect(screen.queryByText(FAVOURITE.reference)).not.toBeInTheDocument();
  });

  it('a 401 saying "User is not authorised to view this content" still sends the buyer away', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    failReference(401, 'User is not authorised to view this content');
    await openProfile(FAVOURITE.id, FAVOURITE.name);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(expect.stringContaining('contact/new-buyer-enquiries')));
  });
});
