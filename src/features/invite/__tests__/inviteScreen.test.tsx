import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { getDb } from '@mocks/db';
import { sessionStarted } from '@/platform/session';
import type React from 'react';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { currentPath, renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { InviteSupplierScreen } from '../InviteSupplierScreen';
import { browser } from '@/platform/browser';
import { NEW_BUYER_ENQUIRIES, notAuthorisedAnswer, spyOnLeave } from '@/test/notAuthorised';

/** These components read state that joins the store with the late features (as behind the app's gate). */
const late = (ui: React.ReactElement) => <AfterLateFeatures>{ui}</AfterLateFeatures>;


type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

afterEach(() => vi.restoreAllMocks());

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const selectButton = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });
const sendButton = () => screen.getByRole('button', { name: /^(Send invitation|Sending)$/ });

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(await waitFor(() => selectButton(label)));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Unit 2001, its M62 segment and first stage: the form appears. */
async function chooseTarget(user: User) {
  await choose(user, 'Organisation unit', 'Northbridge North');
  await choose(user, 'Segment', 'M62 Junction 24 improvement');
  await choose(user, 'Stage', 'Expression of interest');
  await screen.findByRole('form', { name: 'Invitation' });
}

async function fillSupplier(user: User, { email = 'dana@harbour-roofing.example' } = {}) {
  await user.type(field('Company name'), 'Harbour Roofing Ltd');
  await user.type(field('Contact first name'), 'Dana');
  await user.type(field('Contact last name'), 'Price');
  await user.type(field('Contact email'), email);
  await user.type(field('Contact phone'), '020 7946 0958');
  await choose(user, 'Reason for invitation', 'Other');
}

describe('Invite Supplier screen', () => {
  it('is the /invite-supplier route', async () => {
    await renderApp({ route: '/invite-supplier' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeInTheDocument();
  });

  it('redirects to / without the invite-supplier component', async () => {
    const { store } = await renderWithProviders(late(<InviteSupplierScreen />), { route: '/invite-supplier' });
    const session = store.getState().session;
    const config = structuredClone(session.config!);
    config.communities.GB.components.inviteSupplier = false;
    store.dispatch(sessionStarted({ ...session, identity: session.identity!, config }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('says "You don\'t have permission" without onboarding access', async () => {
    await renderWithProviders(late(<InviteSupplierScreen />), { persona: 'no-onboarding' });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission");
  });

  it('shows the segment goal, the compliance policy and the sender prefilled once a stage is chosen', async () => {
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    expect(screen.getByText('Gold', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('Gold: principal contractor works', { selector: 'dd' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Alex');
    expect(field('Email')).toHaveValue('alex.morgan@northbridge.example');
    expect(selectButton('Membership level')).toHaveTextContent('Gold');
    expect(field('Contact email')).toHaveAttribute('type', 'email');
    // Over-long phones are refused with a message, never cut short (issue 11): no maxlength.
    expect(field('Contact phone')).not.toHaveAttribute('maxlength');
    // Refused with a message, never cut to 8 characters that name another company (below).
    expect(field('Companies House number')).not.toHaveAttribute('maxlength');
    expect(sendButton()).toBeDisabled();
  });

  it('a bad email and no phone show both messages and keep submit disabled; fixed, it sends and shows success', async () => {
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    await fillSupplier(user, { email: 'dana.harbour' });
    await user.click(field('Mobile number'));
    await user.tab();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('at least 1 telephone number required')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    await user.clear(field('Contact email'));
    await user.type(field('Contact email'), 'dana@harbour-roofing.example');
    await user.type(field('Office number'), '0117 496 0123');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());

    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invitation' })).not.toBeInTheDocument();
    expect(getDb().invitations).toEqual([
      expect.objectContaining({
        name: 'Harbour Roofing Ltd',
        contactEmail: 'dana@harbour-roofing.example',
        listGroupingId: 4002,
        listGroupingName: 'M62 Junction 24 improvement',
        customStageId: 7004,
        orgUnitId: 2001,
        requiredGoals: 'Gold',
        reasonCode: { value: 5, label: 'Other' },
        officeNumber: '0117 496 0123',
        mobileNumber: '',
      }),
    ]);
  });

  it('refuses "a@b", a two-digit phone and an over-long one with a message, keeping every character typed', async () => {
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    await user.type(field('Contact email'), 'a@b');
    await user.type(field('Contact phone'), '12');
    await user.tab();
    expect(field('Contact email')).toHaveAccessibleDescription('Invalid email');
    expect(field('Contact phone')).toHaveAccessibleDescription('Wrong number format');

    await user.clear(field('Contact phone'));
    await user.type(field('Contact phone'), '020 7946 0958 ext 12');
    await user.tab();
    expect(field('Contact phone')).toHaveValue('020 7946 0958 ext 12');
    expect(field('Contact phone')).toHaveAccessibleDescription('Enter 19 characters or fewer');
    expect(sendButton()).toBeDisabled();
  });

  it('a company number longer than 8 characters is kept as pasted and refused, never cut to 8 that look valid', async () => {
    // A French buyer pastes a SIREN (9 digits); a cut "62432050" would pass and invite with another company's number.
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />), { community: 'FR' });
    await chooseTarget(user);
    await user.click(field('SIREN or SIRET'));
    await user.paste('624320503');
    await user.tab();
    expect(field('SIREN or SIRET')).toHaveValue('624320503');
    expect(field('SIREN or SIRET')).toHaveAccessibleDescription('Must be exactly 8 characters');
  });

  it('a company name or postcode longer than the invite service takes says so under the field and keeps every character', async () => {
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    const longName = `Harbour Roofing <b>&</b> Sons 👷 ${'R'.repeat(140)}`;
    await user.click(field('Company name'));
    await user.paste(longName);
    await user.click(field('Postcode'));
    await user.paste('SW1A 1AA, London, United Kingdom');
    await user.tab();
    expect(field('Company name')).toHaveValue(longName);
    expect(field('Company name')).toHaveAccessibleDescription('Enter 160 characters or fewer');
    expect(field('Postcode')).toHaveValue('SW1A 1AA, London, United Kingdom');
    expect(field('Postcode')).toHaveAccessibleDescription('Enter 20 characters or fewer');
    expect(sendButton()).toBeDisabled();
  });

  describe('a reference list that fails', () => {
    /** Fails the handler while `failing.now` is true; afterwards the mock answers as usual. */
    function failWhile(path: string, reply: () => Response) {
      const failing = { now: true };
      server.use(http.get(path, () => (failing.now ? reply() : undefined)));
      return failing;
    }
    const alertWith = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="alert"]')!;

    it('organisation units: says why, and Try again brings the pickers without a reload', async () => {
      const failing = failWhile('*/mock-api/admin/users/organisationunits', () => HttpResponse.json({}, { status: 500 }));
      const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
      const alert = await alertWith('Your organisation units could not be loaded.');
      expect(alert).toHaveTextContent('Request has failed with status code: 500');
      failing.now = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await waitFor(() => selectButton('Organisation unit'))).toBeVisible();
    });

    it('organisation units answered with isSuccess false: shows the reply\'s own message (spec 01 §8)', async () => {
      failWhile('*/mock-api/admin/users/organisationunits', () =>
        HttpResponse.json({ isSuccess: false, message: 'Your organisation is being moved to a new account', organisations: [] }),
      );
      await renderWithProviders(late(<InviteSupplierScreen />));
      const alert = await alertWith('Your organisation units could not be loaded.');
      expect(alert).toHaveTextContent('Your organisation is being moved to a new account');
    });

    it('the segment\'s campaign: says so once a stage is chosen, and Try again fills it in, keeping what was typed', async () => {
      const failing = failWhile('*/mock-api/onboarding/campaigns/:unit/segment/:segment', () => HttpResponse.json({}, { status: 500 }));
      const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
      await chooseTarget(user);
      const alert = await alertWith("The segment's compliance policy or campaign could not be loaded.");
      expect(alert).toHaveTextContent('Request has failed with status code: 500');
      expect(screen.queryByText('Campaign', { selector: 'dt' })).not.toBeInTheDocument();
      await user.type(field('Company name'), 'Harbour Roofing Ltd');
      failing.now = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Campaign', { selector: 'dt' })).toBeVisible();
      expect(screen.queryByText("The segment's compliance policy or campaign could not be loaded.")).not.toBeInTheDocument();
      expect(field('Company name')).toHaveValue('Harbour Roofing Ltd');
    });

    it('reason codes: says so with Try again, which loads them', async () => {
      const failing = failWhile('*/mock-api/onboarding/invitations/reason-codes', () => HttpResponse.json({}, { status: 503 }));
      const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
      const alert = await alertWith('Membership levels or reasons could not be loaded.');
      expect(alert).toHaveTextContent('Request has failed with status code: 503');
      failing.now = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByText('Membership levels or reasons could not be loaded.')).not.toBeInTheDocument());
      await chooseTarget(user);
      await choose(user, 'Reason for invitation', 'Other');
    });
  });

  it('go back returns to the previous page', async () => {
    const back = vi.spyOn(browser, 'back').mockImplementation(() => undefined);
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    await fillSupplier(user);
    await user.type(field('Mobile number'), '07700 900123');
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('lists server validation failures under "Following errors acquired:" and keeps the input', async () => {
    server.use(
      http.post('*/mock-api/invite/supplier', () =>
        HttpResponse.json({
          isSuccess: false,
          message: 'Validation failed',
          validationIssues: [
            { propertyName: 'contactEmail', propertyFailures: ['dana@harbour-roofing.example has already been invited to this segment.'] },
            { propertyName: 'name', propertyFailures: ['Company is already registered.'] },
          ],
        }),
      ),
    );
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    await fillSupplier(user);
    await user.type(field('Mobile number'), '07700 900123');
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Following errors acquired:')).toBeInTheDocument();
    expect(within(alert).getByText('dana@harbour-roofing.example has already been invited to this segment.')).toBeInTheDocument();
    expect(within(alert).getByText('Company is already registered.')).toBeInTheDocument();
    expect(field('Company name')).toHaveValue('Harbour Roofing Ltd');
    expect(field('Mobile number')).toHaveValue('07700 900123');
  });

  it('the mock refuses a second invitation of the same email to a segment with a 400 the screen lists', async () => {
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    getDb().invitations.push({ listGroupingId: 4002, contactEmail: 'dana@harbour-roofing.example', orgUnitId: 2001 });
    await chooseTarget(user);
    await fillSupplier(user);
    await user.type(field('Mobile number'), '07700 900123');
    await user.click(sendButton());
    expect(await screen.findByText('dana@harbour-roofing.example has already been invited to this segment.')).toBeInTheDocument();
  });

  it('a 500 shows the failure in the danger alert and keeps the form', async () => {
    server.use(http.post('*/mock-api/invite/supplier', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    await fillSupplier(user);
    await user.type(field('Mobile number'), '07700 900123');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Following errors acquired:Request has failed with status code: 500');
    expect(field('Contact last name')).toHaveValue('Price');
    expect(sendButton()).toBeEnabled();
  });

  it('changing the unit reloads its supply-chain data and resets; choosing a segment loads its campaign and resets', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => urls.push(new URL(request.url).pathname));
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    expect(urls).toContain('/mock-api/supplyChain/supplychain/2001/organisationunitsegments');
    expect(urls).toContain('/mock-api/onboarding/campaigns/2001/segment/4002');
    await user.type(field('Company name'), 'Typed');

    await choose(user, 'Segment', 'Pennine water network');
    expect(urls).toContain('/mock-api/onboarding/campaigns/2001/segment/4005');
    await choose(user, 'Stage', 'Tender');
    expect(field('Company name')).toHaveValue('');

    await user.type(field('Company name'), 'Typed again');
    await choose(user, 'Organisation unit', /South/);
    await waitFor(() => expect(urls).toContain('/mock-api/supplyChain/supplychain/2002/organisationunitsegments'));
    expect(selectButton('Segment')).toHaveTextContent('Select an option');
    expect(screen.queryByRole('form', { name: 'Invitation' })).not.toBeInTheDocument();
  });
});

describe('Invite Supplier screen: "User is not authorised to view this content"', () => {
  it('organisation units answering it send the buyer to the new-buyer enquiries page', async () => {
    const leave = spyOnLeave();
    server.use(http.get('*/mock-api/admin/users/organisationunits', () => notAuthorisedAnswer()));
    await renderWithProviders(late(<InviteSupplierScreen />));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(NEW_BUYER_ENQUIRIES));
  });

  it('sending the invitation answering it leaves the same way', async () => {
    const leave = spyOnLeave();
    server.use(http.post('*/mock-api/invite/supplier', () => notAuthorisedAnswer()));
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />));
    await chooseTarget(user);
    await fillSupplier(user);
    await user.type(field('Mobile number'), '07700 900123');
    await user.click(sendButton());
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(NEW_BUYER_ENQUIRIES));
  });
});

describe('Invite Supplier screen in the buyer’s language', () => {
  it('a French buyer sees a failed invitation in French', async () => {
    server.use(http.post('*/mock-api/invite/supplier', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />), { language: 'fr' });
    await choose(user, 'Unité organisationnelle', 'Northbridge North');
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await choose(user, 'Étape', "Manifestation d'intérêt");
    await screen.findByRole('form', { name: 'Invitation' });
    await user.type(field("Nom de l'entreprise"), 'Harbour Roofing Ltd');
    await user.type(field('Prénom du contact'), 'Dana');
    await user.type(field('Nom du contact'), 'Price');
    await user.type(field('E-mail du contact'), 'dana@harbour-roofing.example');
    await user.type(field('Téléphone du contact'), '020 7946 0958');
    await choose(user, "Motif de l'invitation", 'Autre');
    await user.type(field('Téléphone mobile'), '07700 900123');
    await user.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les erreurs suivantes se sont produites :La requête a échoué avec le code d'état : 500",
    );
  });
});
