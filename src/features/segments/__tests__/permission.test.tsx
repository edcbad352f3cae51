import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { argsKey, resourceActions, selectMutation } from '@/platform/resource';
import { ADD_TO_SEGMENT_SCOPE, addToSegment } from '@/services/supplyChain/segmentsResources';
import { ONE, renderDialog } from './harness';

afterEach(() => server.events.removeAllListeners());

const submitState = (state: unknown) => selectMutation(addToSegment.name, argsKey(ADD_TO_SEGMENT_SCOPE))(state as never);

describe('add to supply chain: the saga asks the same rule as the action (canAddToSupplyChain)', () => {
  it.each(['readonly-sourcing', 'supplychain-readonly'] as const)(
    'refuses a %s buyer without calling the platform, and the dialog says it failed',
    async (persona) => {
      const writes: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method !== 'GET' && request.url.includes('/mock-api/supplyChain/')) writes.push(`${request.method} ${request.url}`);
      });
      const { store } = await renderDialog(ONE, { persona });
      // As the dialog's submit dispatches it (useMutation).
      store.dispatch(
        resourceActions.mutationRequested({
          name: addToSegment.name,
          key: argsKey(ADD_TO_SEGMENT_SCOPE),
          args: { request: { mode: 'existing', supplyChainId: 3001, segmentId: 4002, stageId: 7004 }, supplierIds: [100001], names: { segment: 'Any' } },
        }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Add to supply chain' });
      expect(await within(dialog).findByText('Error Adding Supplier to Segment')).toBeVisible();
      await waitFor(() => expect(submitState(store.getState()).status).toBe('failed'));
      expect(submitState(store.getState()).error).toMatchObject({ kind: 'notPermitted' });
      expect(writes).toEqual([]);
    },
  );
});
