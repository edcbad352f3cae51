import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath } from '@/test/renderWithProviders';
import { supplierProfile } from '../../../../mocks/handlers/profileState';
import { FAVOURITE, SUSPENDED, openProfile } from '../__tests__/profileTestKit';

/* Issue 37 item 9: what suspendNotice shows, and the onboarding:access invite-to-upgrade prompt (spec 02 §6). */

const notice = () => screen.queryByText('Suspended supplier');

describe('suspendNotice', () => {
  it('on: a suspended supplier says where it is suspended, under the header, on every tab', async () => {
    const { user } = await openProfile(SUSPENDED.id, SUSPENDED.name, { flags: { suspendNotice: true } });
    expect(await screen.findByText("This supplier's account is suspended in: Northbridge North.")).toBeInTheDocument();
    expect(screen.getByText('Suspended supplier')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    await waitFor(() => expect(currentPath()).toMatch(/\/documents$/));
    expect(screen.getByText("This supplier's account is suspended in: Northbridge North.")).toBeInTheDocument();
  });

  it('off: only the Suspended badge', async () => {
    await openProfile(SUSPENDED.id, SUSPENDED.name, { flags: { suspendNotice: false } });
    expect(screen.getByText('Suspended', { selector: 'span' })).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it('a supplier that is not suspended shows no notice', async () => {
    await openProfile(FAVOURITE.id, FAVOURITE.name, { flags: { suspendNotice: true } });
    expect(notice()).not.toBeInTheDocument();
  });
});

describe('invite-to-upgrade prompt (onboarding:access)', () => {
  const ids = Array.from({ length: 60 }, (_, i) => 100001 + i);
  const notCompliant = ids.map((id) => supplierProfile(id)).find((p) => p && !p.isProjectCompliant)!;
  const compliant = ids.map((id) => supplierProfile(id)).find((p) => p && p.isProjectCompliant)!;

  it('a supplier not compliant with the buyer\'s requirements can be invited to upgrade, through the onboarding hand-off', async () => {
    const name = notCompliant.tradeName;
    const { user } = await openProfile(notCompliant.entityId, name);
    const prompt = (await screen.findByText('Not compliant with your requirements')).closest('[role="status"]') as HTMLElement;
    expect(within(prompt).getByText(`${name} does not meet your compliance requirements yet. You can invite them to upgrade.`)).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Invite to upgrade' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/invite-supplier\?/));
    const query = new URLSearchParams(currentPath().split('?')[1]);
    expect(query.get('context')).toBe('findSuppliersSearchResultsSupplierRowUpgrade');
    expect(query.get('companyName')).toBe(notCompliant.supplier.dto.name);
  });

  it('not without onboarding:access, and not for a compliant supplier', async () => {
    const first = await openProfile(notCompliant.entityId, notCompliant.tradeName, { persona: 'no-onboarding' });
    expect(screen.queryByRole('button', { name: 'Invite to upgrade' })).not.toBeInTheDocument();
    first.unmount();
    await openProfile(compliant.entityId, compliant.tradeName);
    expect(screen.queryByRole('button', { name: 'Invite to upgrade' })).not.toBeInTheDocument();
  });
});
