import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from './test-utils';
import { Alert } from './Alert';

afterEach(() => {
  vi.useRealTimers();
});

describe('Alert', () => {
  it('auto-closes after 10000 ms by default', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithTheme(<Alert tone="success" onClose={onClose}>Invitation sent</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Invitation sent');
    act(() => vi.advanceTimersByTime(9999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('honours a custom autoCloseMs and can be disabled', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = renderWithTheme(<Alert onClose={onClose} autoCloseMs={500}>Saved</Alert>);
    act(() => vi.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Alert onClose={onClose} autoCloseMs={0}>Saved</Alert>);
    act(() => vi.advanceTimersByTime(60000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses role alert for danger, with title, and a Close button', () => {
    const onClose = vi.fn();
    renderWithTheme(<Alert tone="danger" title="Export failed" onClose={onClose}>Try again later</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Export failed');
    expect(alert).toHaveTextContent('Try again later');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has no close button without onClose', () => {
    renderWithTheme(<Alert tone="warning">Heads up</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
