import { Suspense, useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';

const fallbackShown = vi.fn();
function Fallback() {
  fallbackShown();
  return <p>Loading screen</p>;
}

describe('lazyScreen', () => {
  it('renders a screen whose chunk has arrived at once, without showing the loader', async () => {
    fallbackShown.mockClear();
    const Screen = lazyScreen(async () => ({ Orders: () => <h1>Orders</h1> }), 'Orders');
    await Screen.preload();
    render(
      <Suspense fallback={<Fallback />}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it('shows the loader until the chunk arrives, then the screen, mounted once', async () => {
    const mounted = vi.fn();
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    function Invoices() {
      useEffect(() => mounted(), []);
      return <h1>Invoices</h1>;
    }
    const Screen = lazyScreen(() => arrived.then(() => ({ Invoices })), 'Invoices');
    const view = render(
      <Suspense fallback={<Fallback />}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading screen')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    // A later render of the same route keeps the mounted screen (no remount once the chunk is known).
    view.rerender(
      <Suspense fallback={<Fallback />}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
  });
});
