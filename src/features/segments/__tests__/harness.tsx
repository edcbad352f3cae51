import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { AddToSegmentDialog } from '../AddToSegmentDialog';
import type { SupplierRef } from '@/platform/slots';

export type User = ReturnType<typeof userEvent.setup>;

/** Suppliers of the generated network (first entity ids). */
export const ONE: SupplierRef[] = [{ id: 100001, name: "O'Brien & Sons Civil Engineering Ltd" }];
export const TWO: SupplierRef[] = [...ONE, { id: 100002, name: 'Société Générale de Bâtiment' }];

/** The dialog as the results page uses it through the slot: rendered while open, the suppliers, onClose and onAdded. */
export async function renderDialog(suppliers: SupplierRef[], options: RenderOptions = {}) {
  const added: number[] = [];
  const closed: boolean[] = [];
  function Host() {
    const [isOpen, setOpen] = useState(true);
    if (!isOpen) return null;
    return (
      <AddToSegmentDialog
        onClose={() => {
          closed.push(true);
          setOpen(false);
        }}
        suppliers={suppliers}
        onAdded={(count) => added.push(count)}
      />
    );
  }
  // The segments slice joins the store with the late features, as on the results page.
  const rendered = await renderWithProviders(
    <AfterLateFeatures>
      <Host />
    </AfterLateFeatures>,
    options,
  );
  await screen.findByRole('dialog', { name: 'Add to supply chain' });
  return { ...rendered, added, closed };
}

export const dialog = () => screen.getByRole('dialog', { name: 'Add to supply chain' });

/** A Select's trigger is named by its value and its label. */
export const selectButton = (label: string) =>
  within(dialog()).getByRole('button', { name: new RegExp(`${label}$`) });

export async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(selectButton(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

export const confirmButton = () => within(dialog()).getByRole('button', { name: /^(Confirm|Loading)$/ });
