import type { ReactNode } from 'react';

/**
 * index.html's own first line ("Loading configuration…"), as an inline style: these lines show before
 * the app's styles and theme exist. Every boot line looks the same, so one replacing another moves
 * nothing: a bare <p>'s default margin collapsed through the body and shifted the whole page by
 * 16 px (layout shift 0.02 on every deep link).
 */
const BOOT_STATUS_STYLE = { fontFamily: 'system-ui, sans-serif', margin: 0, padding: 24 } as const;

/** A line the app shows while it starts (config, sign-in, texts): status, or alert for a failure. */
export function BootStatus({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} style={BOOT_STATUS_STYLE}>
      {children}
    </p>
  );
}
