import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { ToastProvider } from './Toast';
import { clearToasts, showToast } from './toastQueue';

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows a toast from plain code and removes it after 3000 ms', () => {
    vi.useFakeTimers();
    renderWithTheme(<ToastProvider><p>app</p></ToastProvider>);
    act(() => {
      showToast({ title: 'Segment saved', description: '12 suppliers', tone: 'success' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Segment saved' })).toBeInTheDocument();
    expect(screen.getByText('12 suppliers')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Segment saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Segment saved')).not.toBeInTheDocument();
  });

  it.each(['error', 'info'] as const)('keeps an %s toast for 10 s, not 3 (spec 02 §8: other alerts 10,000 ms)', (tone) => {
    vi.useFakeTimers();
    renderWithTheme(<ToastProvider><p>app</p></ToastProvider>);
    act(() => {
      showToast({ title: 'Suspension Failed', tone });
    });
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.getByRole('alertdialog', { name: 'Suspension Failed' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Suspension Failed')).not.toBeInTheDocument();
  });

  it('still lets a caller give its own lifetime (documents: remove and upload toasts 3000 ms)', () => {
    vi.useFakeTimers();
    renderWithTheme(<ToastProvider />);
    act(() => {
      showToast({ title: 'Error removing document.', tone: 'error' }, { timeout: 3000 });
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Error removing document.')).not.toBeInTheDocument();
  });

  it('can be dismissed with its Close button', async () => {
    renderWithTheme(<ToastProvider />);
    act(() => {
      showToast({ title: 'Could not export', tone: 'error' }, { timeout: 60000 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Could not export')).not.toBeInTheDocument();
  });
});
