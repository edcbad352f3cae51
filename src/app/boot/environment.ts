import { MOCK_SERVICE_WORKER } from '@/platform/config/earlyMockWorker';

/** The app renders nothing when embedded in a frame (spec 01 §2); an inaccessible top counts as framed. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** Unregisters any service worker left behind by older builds, except the mock platform's own. */
export async function unregisterForeignServiceWorkers(nav: Navigator = navigator): Promise<number> {
  if (!('serviceWorker' in nav)) return 0;
  const registrations = await nav.serviceWorker.getRegistrations();
  let removed = 0;
  for (const registration of registrations) {
    const script = registration.active?.scriptURL ?? registration.installing?.scriptURL ?? registration.waiting?.scriptURL;
    // No worker yet: a registration still fetching its script, which may be the mock platform's own.
    if (script && !script.endsWith(`/${MOCK_SERVICE_WORKER}`)) {
      await registration.unregister();
      removed += 1;
    }
  }
  return removed;
}
