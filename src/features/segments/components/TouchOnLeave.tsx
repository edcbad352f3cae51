import type { ReactNode } from 'react';

/**
 * Our Select exposes no onBlur, and "type, stage and policy errors show once touched" (spec 01 §5):
 * a field counts as touched when focus leaves it for anything but its own open list.
 */
export function TouchOnLeave({ onLeave, children }: { onLeave: () => void; children: ReactNode }) {
  return (
    <div
      onBlur={(event) => {
        const next = event.relatedTarget as Element | null;
        if (next?.closest('[role="listbox"]') || event.currentTarget.contains(next)) return;
        onLeave();
      }}
    >
      {children}
    </div>
  );
}
