import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { getDb } from '@mocks/db';
import { clearToasts } from '@/ui/toastQueue';
import { NEW_BUYER_ENQUIRIES, notAuthorisedAnswer, spyOnLeave } from '@/test/notAuthorised';
import { choose, confirmButton, dialog, ONE, renderDialog, selectButton, TWO } from './harness';

afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

describe('Add to segment: existing segment', () => {
  it('preselects the first unit and, once a segment is chosen, its first stage', async () => {
    const { user } = await renderDialog(ONE);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    expect(confirmButton()).toBeDisabled();
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await waitFor(() => expect(selectButton('Segment stage')).toHaveTextContent('Expression of interest'));
    expect(confirmButton()).toBeEnabled();
  });

  it('adds one supplier: the dialog closes, onAdded runs, a singular toast appears and the member persists', async () => {
    const { user, added } = await renderDialog(ONE);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(
      await screen.findByText("O'Brien & Sons Civil Engineering Ltd has been added to M62 Junction 24 improvement"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(added).toEqual([1]);
    expect(getDb().addedMembers).toEqual([expect.objectContaining({ segmentId: 4002, entityId: 100001 })]);
  });

  it('uses plural wording for several suppliers', async () => {
    const { user } = await renderDialog(TWO);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    await choose(user, 'Segment', 'Pennine water network');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(await screen.findByText('2 suppliers have been added to Pennine water network')).toBeInTheDocument();
  });

  it('says a supplier already in the segment is already there, not that it was added', async () => {
    getDb().addedMembers.push({ segmentId: 4002, entityId: ONE[0].id, stageId: 7004, status: 'Approved' });
    const { user, added } = await renderDialog(ONE);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(
      await screen.findByText("O'Brien & Sons Civil Engineering Ltd is already in M62 Junction 24 improvement"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has been added/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(added).toEqual([1]);
  });

  it('of several suppliers, says the ones already in the segment were left there', async () => {
    getDb().addedMembers.push({ segmentId: 4002, entityId: TWO[0].id, stageId: 7004, status: 'Approved' });
    const { user } = await renderDialog(TWO);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(
      await screen.findByText('The suppliers not yet in M62 Junction 24 improvement have been added; the others were already in it'),
    ).toBeInTheDocument();
    expect(screen.queryByText('2 suppliers have been added to M62 Junction 24 improvement')).not.toBeInTheDocument();
  });

  it('changing the unit clears the segment and loads that unit’s segments', async () => {
    const { user } = await renderDialog(ONE);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await choose(user, 'Organisation unit', /South/);
    expect(selectButton('Segment')).toHaveTextContent('Select an option');
    await user.click(selectButton('Segment'));
    expect(await screen.findByRole('option', { name: 'Battersea Riverside Phase 3' })).toBeInTheDocument();
  });

  it('shows "Loading" on the confirm button while the request runs', async () => {
    server.use(
      http.put('*/mock-api/supplyChain/supplyChain/:scId/segments/:segId/suppliers', async () => {
        await delay(300);
        return HttpResponse.json({ isSuccess: true, addedCount: 1 });
      }),
    );
    const { user } = await renderDialog(ONE);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(within(dialog()).getByRole('button', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a 500 shows "Error Adding Supplier to Segment" and keeps the choices', async () => {
    server.use(
      http.put('*/mock-api/supplyChain/supplyChain/:scId/segments/:segId/suppliers', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user, added } = await renderDialog(ONE);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error Adding Supplier to Segment');
    expect(selectButton('Segment')).toHaveTextContent('M62 Junction 24 improvement');
    expect(selectButton('Segment stage')).toHaveTextContent('Expression of interest');
    expect(confirmButton()).toBeEnabled();
    expect(added).toEqual([]);
  });

  it('a failed segment list says so instead of an empty select', async () => {
    server.use(http.get('*/mock-api/supplyChain/ListGrouping', () => HttpResponse.json({}, { status: 500 })));
    await renderDialog(ONE);
    expect(await screen.findByText('The segments of this organisation unit could not be loaded.')).toBeInTheDocument();
  });
});

describe('segment-product check', () => {
  function countProductCalls() {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/product')) calls.push(request.url);
    });
    return calls;
  }

  it('runs for exactly one supplier with the invite-from-profile flag on, and warns of a missing membership', async () => {
    const calls = countProductCalls();
    const { user } = await renderDialog(ONE);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    // Policy 1 segment with a goal: product 901; (100001 + 901) % 3 === 0, so the mock says the supplier lacks it.
    await choose(user, 'Segment', 'Approved subcontractors – North');
    expect(await screen.findByText(/does not hold the membership this segment requires/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('supplierEntityId=100001');
  });

  it.each([
    ['two suppliers', TWO, {}],
    ['the flag off', ONE, { isInviteFromSupplierProfileEnabled: false }],
  ])('does not run with %s', async (_case, suppliers, flags) => {
    const calls = countProductCalls();
    const { user } = await renderDialog(suppliers, { flags });
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
    await choose(user, 'Segment', 'Approved subcontractors – North');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    expect(calls).toEqual([]);
  });
});

describe('Add to segment: "User is not authorised to view this content"', () => {
  it('a segment list answering it sends the buyer to the new-buyer enquiries page', async () => {
    const leave = spyOnLeave();
    server.use(http.get('*/mock-api/supplyChain/ListGrouping', () => notAuthorisedAnswer()));
    await renderDialog(ONE);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(NEW_BUYER_ENQUIRIES));
  });
});
