import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { selectSegmentDetail } from '../readSelectors';
import { expandGroup, openFiltersPage } from './helpers';

describe('supply chain stage dialog', () => {
  it('chooses a stage and a status for a segment', async () => {
    const { user, store } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await screen.findByRole('button', { name: 'Supply chain stage' });
    await expandGroup(user, 'Supply chain stage');
    const [first] = await screen.findAllByRole('button', { name: /^Choose stage for / });
    await user.click(first);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Stage/ }));
    const [stage] = await screen.findAllByRole('option');
    const stageName = stage.textContent ?? '';
    await user.click(stage);
    const status = await within(dialog).findByRole('radiogroup', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Approved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add filter' }));
    const entry = store.getState().searchFilters.orderedFilters.find((e) => e.id === 'supplychain.groupingstage');
    expect(entry?.query).toMatchObject({ StageDisplayName: stageName, StatusName: 'Approved' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The detail resets on close (spec 01 §4).
    expect(selectSegmentDetail(store.getState()).status).toBe('init');
  });

  it('says the segment\'s statuses could not be loaded, and Try again brings them (issue 11: they were left out silently)', async () => {
    const failing = { now: true };
    server.use(
      http.get('*/mock-api/supplyChain/supplychain/:supplyChainId/Segments/:segmentId', () =>
        failing.now ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await screen.findByRole('button', { name: 'Supply chain stage' });
    await expandGroup(user, 'Supply chain stage');
    const [first] = await screen.findAllByRole('button', { name: /^Choose stage for / });
    await user.click(first);
    const dialog = await screen.findByRole('dialog');
    const title = await within(dialog).findByText("The segment's statuses could not be loaded.");
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Request has failed with status code: 500');
    failing.now = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radiogroup', { name: 'Status' })).toBeVisible();
    expect(within(dialog).queryByText("The segment's statuses could not be loaded.")).not.toBeInTheDocument();
  });

  it('names its X "Close", apart from the Cancel button', async () => {
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await screen.findByRole('button', { name: 'Supply chain stage' });
    await expandGroup(user, 'Supply chain stage');
    const [first] = await screen.findAllByRole('button', { name: /^Choose stage for / });
    await user.click(first);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('still lists the stages when reopened while the first load was under way', async () => {
    // Hold the first stages answer until the dialog has been closed and opened again.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/mock-api/supplyChain/customstages/:segmentId', async () => {
        await held;
        return HttpResponse.json([{ id: 9901, name: 'Held stage' }]);
      }, { once: true }),
    );
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await screen.findByRole('button', { name: 'Supply chain stage' });
    await expandGroup(user, 'Supply chain stage');
    const [first] = await screen.findAllByRole('button', { name: /^Choose stage for / });
    await user.click(first);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(first);
    release();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Stage/ }));
    expect(await screen.findByRole('option', { name: 'Held stage' })).toBeVisible();
  });
});
