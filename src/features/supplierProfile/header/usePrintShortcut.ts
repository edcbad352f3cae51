import { useEffect } from 'react';
import { navigateTo } from '@/platform/router';
import { profilePrintHref } from '../profilePaths';

/** Navigation state the print view reads: open the print dialog after PRINT_DIALOG_DELAY_MS. */
export interface PrintNavigationState {
  autoPrint?: boolean;
}

/**
 * Ctrl+P (Cmd+P) on the profile opens the print view instead of printing the tabs, and the print
 * dialog after a delay (spec 02 §2.5, §4).
 */
export function usePrintShortcut(supplierId: number) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'p') return;
      event.preventDefault();
      const state: PrintNavigationState = { autoPrint: true };
      navigateTo(profilePrintHref(supplierId), { state });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [supplierId]);
}
