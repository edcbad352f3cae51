import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';

/**
 * A button whose code is still on its way, as it will look: greyed, out of reach and hidden from
 * assistive technology, the same size in the same place. When the real control replaces it, nothing
 * after it moves (a row of buttons that gains one re-wraps on a phone and pushes the page down).
 */
export function ButtonPlace({ variant = 'secondary', children }: { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <span aria-hidden="true" inert>
      <Button variant={variant} isDisabled>
        {children}
      </Button>
    </span>
  );
}
