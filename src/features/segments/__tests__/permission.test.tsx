import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { segmentsActions } from '../segmentsSlice';
import { ONE, renderDialog } from './harness';

afterEach(() => server.events.removeAllListeners());

const messages = { added: 'Added', alreadyIn: 'Already in', someAlreadyIn: 'Some already in' };

describe('add to supply chain: the saga asks the same rule as the action (canAddToSupplyChain)', () => {
  it.each(['readonly-sourcing', 'supplychain-readonly'] as const)(
    'refuses a %s buyer without calling the platform, and the dialog says it failed',
    async (persona) => {
      const writes: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method !== 'GET' && request.url.includes('/mock-api/supplyChain/')) writes.push(`${request.method} ${request.url}`);
      });
      const { store } = await renderDialog(ONE, { persona });
      store.dispatch(
        segmentsActions.addToSegmentSubmitted({
          request: { mode: 'existing', supplyChainId: 3001, segmentId: 4002, stageId: 7004 },
          supplierIds: [100001],
          messages,
        }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Add to supply chain' });
      expect(await within(dialog).findByText('Error Adding Supplier to Segment')).toBeVisible();
      await waitFor(() => expect(store.getState().segments.submit.status).toBe('error'));
      expect(store.getState().segments.submit.error).toMatchObject({ kind: 'notPermitted' });
      expect(writes).toEqual([]);
    },
  );
});
