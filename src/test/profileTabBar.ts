import { screen, within } from '@testing-library/react';

/**
 * The supplier profile's tab bar once its tabs are in. React Aria renders a tab list's collection in
 * two passes, the first an empty list: a test that looked inside the list it had just found could
 * find no tab at all, or pass a "this tab is not shown" check for the wrong reason.
 */
export async function profileTabBar(): Promise<HTMLElement> {
  const bar = await screen.findByRole('tablist', { name: 'Supplier profile' });
  await within(bar).findAllByRole('tab');
  return screen.getByRole('tablist', { name: 'Supplier profile' });
}
