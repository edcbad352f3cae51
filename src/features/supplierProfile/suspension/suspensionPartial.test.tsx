import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { SUSPENDED, openProfile, pickMenuItem } from '../__tests__/profileTestKit';

const suspendedFlag = () => screen.queryByText('Suspended', { selector: 'span' });

/** Supplier 100004 starts suspended in Northbridge North: release North and suspend South in one save. */
async function releaseNorthAndSuspendSouth() {
  const { user } = await openProfile(SUSPENDED.id, SUSPENDED.name);
  await pickMenuItem(user, 'Manage suspension');
  const dialog = await screen.findByRole('dialog', { name: 'Manage suspension' });
  await user.click(await within(dialog).findByRole('button', { name: 'Unsuspend in Northbridge North' }));
  await user.click(within(dialog).getByRole('button', { name: 'Suspend in Northbridge South' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
}

describe('suspension with one of its two calls failing (issue 37 item 7)', () => {
  it('suspend saved, unsuspend failed: says which, and shows the supplier as the server has it (still suspended)', async () => {
    server.use(http.delete('*/mock-api/accountRecords/suppliers/:id/suspensions', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await releaseNorthAndSuspendSouth();
    const toast = await screen.findByRole('alertdialog', { name: 'Suspension partly saved' });
    expect(within(toast).getByText('Suspended in Northbridge South. Could not unsuspend in Northbridge North: an error occurred.')).toBeInTheDocument();
    expect(screen.queryByText("Suspension Failed: An error occurred updating this supplier's suspension.")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage suspension' })).not.toBeInTheDocument());
    expect(suspendedFlag()).toBeInTheDocument();
  });

  it('unsuspend saved, suspend failed: says which, and the flag follows the reloaded details (no longer suspended)', async () => {
    server.use(http.post('*/mock-api/accountRecords/suppliers/:id/suspensions', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await releaseNorthAndSuspendSouth();
    const toast = await screen.findByRole('alertdialog', { name: 'Suspension partly saved' });
    expect(within(toast).getByText('Unsuspended in Northbridge North. Could not suspend in Northbridge South: an error occurred.')).toBeInTheDocument();
    // The buyer's choice (suspended in South) would keep the flag; the server suspended nothing.
    await waitFor(() => expect(suspendedFlag()).not.toBeInTheDocument());
  });

  it('both saved: the success toast and the flag as chosen', async () => {
    await releaseNorthAndSuspendSouth();
    expect(await screen.findByText('Suspension saved')).toBeInTheDocument();
    expect(suspendedFlag()).toBeInTheDocument();
  });
});
