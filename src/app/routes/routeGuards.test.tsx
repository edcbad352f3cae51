import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { judgeRoute, type RouteRule } from '@/platform/auth/routeRules';
import { PERSONAS } from '@/platform/auth/personas';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { APP_ROUTES } from '@/platform/router';
import { routeRules } from './routeRules';

describe('route guards: /invite-supplier asks the invite rule (canInvite)', () => {
  it('a read-only sourcing buyer sees a not-authorised page they understand, with no form to send', async () => {
    let posted = false;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/invite/supplier')) posted = true;
    });
    const { user } = await renderApp({ route: '/invite-supplier?persona=readonly-sourcing', persona: 'readonly-sourcing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: "You don't have permission" })).toBeVisible();
    expect(screen.getByText(/Your account can search suppliers but cannot invite them/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(posted).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Back to Source suppliers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
    expect(currentPath()).toBe('/source-supplier');
    server.events.removeAllListeners();
  });

  it('a buyer without onboarding:access is refused the same way', async () => {
    await renderApp({ route: '/invite-supplier', persona: 'no-onboarding' });
    expect(await screen.findByRole('heading', { level: 2, name: "You don't have permission" })).toBeVisible();
  });

  it('speaks the buyer’s language', async () => {
    await renderApp({ route: '/invite-supplier', persona: 'readonly-sourcing', language: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: "Vous n'avez pas l'autorisation" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à Rechercher un fournisseur' })).toBeVisible();
  });

  it('a full buyer gets the invite screen', async () => {
    await renderApp({ route: '/invite-supplier', persona: 'full-buyer' });
    expect(await screen.findByRole('button', { name: /Organisation unit$/ })).toBeVisible();
    expect(screen.queryByText("You don't have permission")).not.toBeInTheDocument();
  });

  it('a community without the invite-supplier component is sent to / first (spec 01 §2), whatever the permissions', async () => {
    const subject = { identity: PERSONAS['readonly-sourcing'].identity, components: { inviteSupplier: false } };
    expect(judgeRoute(routeRules[APP_ROUTES.invite], subject)).toEqual({ allowed: false, refusal: { redirectTo: '/' } });
  });
});

describe('judgeRoute (the generic mechanism)', () => {
  const yes = () => true;
  const no = () => false;
  const subject = { identity: null, components: {} };

  it('allows a route without rules or whose rules all allow', () => {
    expect(judgeRoute(undefined, subject)).toEqual({ allowed: true });
    expect(judgeRoute([{ allow: yes, otherwise: { refuse: 'inviteSupplier' } }], subject)).toEqual({ allowed: true });
  });

  it('the first refusing rule decides', () => {
    const rules: RouteRule[] = [
      { allow: yes, otherwise: { redirectTo: '/a' } },
      { allow: no, otherwise: { redirectTo: '..' } },
      { allow: no, otherwise: { refuse: 'inviteSupplier' } },
    ];
    expect(judgeRoute(rules, subject)).toEqual({ allowed: false, refusal: { redirectTo: '..' } });
  });
});
