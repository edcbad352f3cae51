import { useEffect } from 'react';
import { href, navigateTo } from '@/platform/router';

/** Navigation state the print view reads: open the print dialog after PRINT_DIALOG_DELAY_MS. */
export interface PrintNavigationState {
  autoPrint?: boolean;
}

/** To the print view, which then opens the print dialog after the delay (spec 02 §4). */
export function openPrintView(supplierId: number) {
  const state: PrintNavigationState = { autoPrint: true };
  navigateTo(href.supplier.print({ supplierId }), { state });
}

/**
 * Ctrl+P (Cmd+P) on the profile opens the print view instead of printing the tabs, and the print
 * dialog after a delay (spec 02 §2.5, §4) — only where the buyer is offered print (the community's
 * print setting); elsewhere the browser's own Ctrl+P is left alone.
 */
export function usePrintShortcut(supplierId: number, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'p') return;
      event.preventDefault();
      openPrintView(supplierId);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [supplierId, enabled]);
}
