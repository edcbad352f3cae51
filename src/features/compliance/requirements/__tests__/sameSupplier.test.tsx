import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { mockPath } from '@mocks/paths';
import { getNetwork } from '@mocks/db';
import { requirementOf } from '@mocks/data/compliance/requirements';
import { SUPPLIER_USER_ENTITY_ID } from '@/platform/auth/personas';
import { sessionStarted } from '@/platform/session';
import type { RequirementDto } from '@/services/requirement/requirementPageTypes';
import { renderApp } from '@/test/renderWithProviders';

const OWN = SUPPLIER_USER_ENTITY_ID;
const OTHER = OWN + 1;
const REQUIREMENT = mockPath('requirement', '/requirement/:requirementId/entity/:id');
const FEEDBACK = mockPath('verifier', '/assessment/:supplierId/requirement/:requirementId/question/:questionId');
const OWN_LINE = "You are viewing your own company's compliance: assessment feedback on your answers is shown.";

/** A community-owned requirement (no feedback for a buyer) with feedback on every answer. */
function serveCommunityRequirement() {
  server.use(
    http.get(REQUIREMENT, ({ params }) => HttpResponse.json({ requirement: {
      ...(requirementOf(getNetwork(), Number(params.id), 9) as RequirementDto),
      name: 'Health and safety policy',
      goalOwnerTopLevelOrganisationName: 'Supplier Assurance Community',
    } })),
    http.get(FEEDBACK, () => HttpResponse.json({ feedback: 'Evidence accepted.', assessedBy: 'Hannah Wright', assessedOn: '2026-01-05T10:00:00Z', infoLevel: 1 })),
  );
}

/** Issue 37 item 14: the same-supplier flag from the application claim (spec 03 §1, §6). */
describe('a supplier’s own user', () => {
  it('on their own supplier: told so, and the assessment feedback on their answers shows even in the community view', async () => {
    serveCommunityRequirement();
    await renderApp({ route: `/supplier/${OWN}/compliance/requirement/9`, persona: 'supplier-user' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Health and safety policy' })).toBeInTheDocument();
    expect(screen.getByText(OWN_LINE)).toBeInTheDocument();
    expect((await screen.findAllByText('Evidence accepted.')).length).toBeGreaterThan(0);
  });

  it('on another supplier: an ordinary viewer (no own-company line)', async () => {
    serveCommunityRequirement();
    await renderApp({ route: `/supplier/${OTHER}/compliance/requirement/9`, persona: 'supplier-user' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Health and safety policy' })).toBeInTheDocument();
    expect(screen.queryByText(OWN_LINE)).not.toBeInTheDocument();
  });

  it("without the claim: 'Could not find supplier entity id that user is associated with'", async () => {
    serveCommunityRequirement();
    const { store } = await renderApp({ route: `/supplier/${OWN}/compliance/requirement/9`, persona: 'supplier-user' });
    await screen.findByRole('heading', { level: 2, name: 'Health and safety policy' });
    const session = store.getState().session;
    store.dispatch(sessionStarted({ ...session, identity: { ...session.identity!, supplierEntityId: null }, config: session.config! }));
    expect(await screen.findByRole('heading', { name: 'Could not find supplier entity id that user is associated with' })).toBeInTheDocument();
  });

  it('a buyer never needs the claim: the same page is the buyer’s ordinary view', async () => {
    serveCommunityRequirement();
    await renderApp({ route: `/supplier/${OWN}/compliance/requirement/9` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Health and safety policy' })).toBeInTheDocument();
    expect(screen.queryByText(OWN_LINE)).not.toBeInTheDocument();
    expect(screen.queryByText('Evidence accepted.')).not.toBeInTheDocument();
  });
});
