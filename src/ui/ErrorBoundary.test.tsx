import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('Results could not be displayed');
  return <p>Results</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React logs caught render errors; keep test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows an error panel when a child throws and recovers on Try again', async () => {
    const onReset = vi.fn(() => { shouldThrow = false; });
    renderWithTheme(
      <ErrorBoundary fallbackTitle="Something went wrong" onReset={onReset}>
        <Flaky />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Results could not be displayed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Results')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets when resetKeys change', async () => {
    function Harness() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => { shouldThrow = false; setPath('/b'); }}>Go</button>
          <ErrorBoundary fallbackTitle="Broken" resetKeys={[path]}><Flaky /></ErrorBoundary>
        </>
      );
    }
    renderWithTheme(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Results')).toBeInTheDocument();
  });
});
