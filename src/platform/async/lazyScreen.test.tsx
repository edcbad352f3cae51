import { Component, createElement, Suspense, useEffect, useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, retryFailedScreens, usePartLoaded } from './lazyScreen';

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

/** The route boundary's behaviour, without its theme: the error with a Retry that mounts the children again. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        Screen failed{' '}
        <button
          onClick={() => {
            retryFailedScreens();
            this.setState({ failed: false });
          }}
        >
          Retry
        </button>
      </div>
    );
  }
}

describe('lazyScreen whose chunk fails to load', () => {
  it('shows the error, and Retry imports the chunk afresh and shows the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const factory = vi
      .fn<() => Promise<{ Reports: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Reports: () => <h1>Reports</h1> });
    const Screen = lazyScreen(factory, 'Reports');
    render(
      <Boundary>
        <Suspense fallback={<Fallback />}>
          <Screen />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Screen failed');
    // The failure stays until the buyer retries (no import loop behind the error).
    expect(factory).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });

  it('does not remember a failed preload: the next preload imports again', async () => {
    const factory = vi
      .fn<() => Promise<{ Help: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ Help: () => <h1>Help</h1> });
    const Screen = lazyScreen(factory, 'Help');
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toBeUndefined();
    function Shown() {
      const [shown] = useState(true);
      return shown ? <Screen /> : null;
    }
    render(<Shown />);
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });
});

describe('usePartLoaded (a part of a screen in its own chunk)', () => {
  function Page({ part, wanted = true }: { part: ReturnType<typeof lazyScreen<'Chart'>>; wanted?: boolean }) {
    const loaded = usePartLoaded(part, wanted);
    return <section>{loaded ? createElement(part) : <p>Chart place</p>}</section>;
  }

  it('shows the part’s place, then the part, without ever committing a Suspense fallback', async () => {
    fallbackShown.mockClear();
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Part = lazyScreen(() => arrived.then(() => ({ Chart: () => <h2>Spend chart</h2> })), 'Chart');
    render(
      <Suspense fallback={<Fallback />}>
        <Page part={Part} />
      </Suspense>,
    );
    expect(screen.getByText('Chart place')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Spend chart' })).toBeInTheDocument();
    expect(screen.queryByText('Chart place')).not.toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it('does not ask for a part that is not wanted', () => {
    const factory = vi.fn(async () => ({ Chart: () => <h2>Spend chart</h2> }));
    render(<Page part={lazyScreen(factory, 'Chart')} wanted={false} />);
    expect(screen.getByText('Chart place')).toBeInTheDocument();
    expect(factory).not.toHaveBeenCalled();
  });

  it('throws a part that fails to load to the error boundary, whose Retry loads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const factory = vi
      .fn<() => Promise<{ Chart: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Chart: () => <h2>Spend chart</h2> });
    render(
      <Boundary>
        <Page part={lazyScreen(factory, 'Chart')} />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Screen failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Spend chart' })).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });
});
