import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders } from '@/test/renderWithProviders';
import { clearToasts } from '@/ui/toastQueue';
import { AddToSegmentDialog } from '../AddToSegmentDialog';
import { choose, confirmButton, dialog, ONE, selectButton } from './harness';

afterEach(() => {
  clearToasts();
  server.events.removeAllListeners();
});

function recordRequests() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
  return { count: (end: string) => paths.filter((p) => p.endsWith(end)).length };
}

/** The results page's way: a button opens the dialog, which closes itself when done. */
function Host() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      {isOpen && <AddToSegmentDialog suppliers={ONE} onClose={() => setOpen(false)} />}
    </>
  );
}

async function open(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open' }));
  await screen.findByRole('dialog', { name: 'Add to supply chain' });
  await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North'));
}

describe('Add to supply chain opened again', () => {
  it('asks nothing again for lists it holds, and offers a segment it created the time before', async () => {
    const requests = recordRequests();
    const { user } = await renderWithProviders(<AfterLateFeatures><Host /></AfterLateFeatures>);
    await open(user);
    await waitFor(() => expect(selectButton('Segment')).toBeEnabled());
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await open(user);
    await waitFor(() => expect(selectButton('Segment')).toBeEnabled());
    expect(requests.count('/units-for-logged-in-user')).toBe(1);
    expect(requests.count('/ListGrouping')).toBe(1);

    await user.click(within(dialog()).getByRole('radio', { name: 'New segment' }));
    await waitFor(() => expect(selectButton('Segment type')).toHaveTextContent('Segment'));
    await user.type(within(dialog()).getByRole('textbox', { name: /Segment name/ }), 'Harbour works');
    await choose(user, 'Compliance level', 'Standard subcontractor');
    await choose(user, 'Segment stage', 'Pre-qualification');
    await user.click(confirmButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await open(user);
    await user.click(selectButton('Segment'));
    expect(await screen.findByRole('option', { name: 'Harbour works' })).toBeInTheDocument();
    expect(requests.count('/ListGrouping')).toBe(2);
    expect(requests.count('/listgrouping/types')).toBe(1);
  });
});
