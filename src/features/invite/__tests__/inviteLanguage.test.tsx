import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { languagePicked } from '@/platform/session';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders } from '@/test/renderWithProviders';
import { InviteSupplierScreen } from '../InviteSupplierScreen';

type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

afterEach(() => server.events.removeAllListeners());

const selectButton = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(await waitFor(() => selectButton(label)));
  await user.click(await screen.findByRole('option', { name: option }));
}

function recordGets() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') paths.push(new URL(request.url).pathname);
  });
  return { count: (end: string) => paths.filter((p) => p.endsWith(end)).length };
}

describe('Invite Supplier screen in a newly picked language', () => {
  it('asks once more for the lists on screen and shows their new words, keeping what was typed', async () => {
    const gets = recordGets();
    const { user, store } = await renderWithProviders(<AfterLateFeatures><InviteSupplierScreen /></AfterLateFeatures>);
    await choose(user, 'Organisation unit', 'Northbridge North');
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await choose(user, 'Stage', 'Expression of interest');
    const form = await screen.findByRole('form', { name: 'Invitation' });
    expect(await screen.findByText('Gold: principal contractor works', { selector: 'dd' })).toBeVisible();
    const company = within(form).getByRole('textbox', { name: /^Company name/ });
    await user.type(company, 'Harbour Roofing Ltd');
    expect(gets.count('/policy')).toBe(1);
    expect(gets.count('/invitations/reason-codes')).toBe(1);

    act(() => void store.dispatch(languagePicked('fr')));

    expect(await screen.findByText('Or : travaux d’entreprise principale', { selector: 'dd' })).toBeVisible();
    // The same form, not a new one: what the buyer typed is still there.
    expect(company).toBeInTheDocument();
    expect(company).toHaveValue('Harbour Roofing Ltd');
    await waitFor(() => expect(gets.count('/invitations/reason-codes')).toBe(2));
    expect(gets.count('/policy')).toBe(2);
  });
});
