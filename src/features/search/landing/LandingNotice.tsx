import { Alert, type AlertTone } from '@/ui/Alert';
import type { ReactNode } from 'react';

/** A notice on the landing page; its own chunk, since it only appears when something went wrong. */
export function LandingNotice({ tone, title, children }: { tone: AlertTone; title?: string; children: ReactNode }) {
  return (
    <Alert tone={tone} title={title}>
      {children}
    </Alert>
  );
}
