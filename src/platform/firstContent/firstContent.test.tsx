import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContent, awaitFirstContent, firstContentShown, FIRST_CONTENT_CEILING_MS } from './firstContent';
import { useAnnounceFirstContent, useFirstContentShown } from './useFirstContent';

/** Lets the frame after the first content, and the task after it, pass. */
const paintPasses = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function Secondary() {
  return useFirstContentShown() ? <p>Language list</p> : <p>Place held</p>;
}

function FirstScreen({ shown }: { shown: boolean }) {
  useAnnounceFirstContent(shown);
  return <h1>{shown ? 'Ashworth Joinery Ltd' : 'Loading'}</h1>;
}

describe('first content', () => {
  afterEach(async () => {
    vi.useRealTimers();
    // Nothing may stay held for the next test.
    firstContentShown();
    await paintPasses();
  });

  it('runs what waits at once when no first screen has announced one (the landing, results)', () => {
    const task = vi.fn();
    afterFirstContent(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('holds the secondary parts until the first screen has painted its content, then shows them', async () => {
    awaitFirstContent();
    const loaded = vi.fn();
    afterFirstContent(loaded);
    const { rerender } = render(
      <>
        <FirstScreen shown={false} />
        <Secondary />
      </>,
    );
    expect(screen.getByText('Place held')).toBeInTheDocument();
    await paintPasses();
    expect(loaded).not.toHaveBeenCalled();

    rerender(
      <>
        <FirstScreen shown />
        <Secondary />
      </>,
    );
    // Not in the frame that paints the content: after it.
    expect(loaded).not.toHaveBeenCalled();
    await paintPasses();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Language list')).toBeInTheDocument();
  });

  it('releases everything at the ceiling when the first screen never announces (a redirect, a failure)', () => {
    vi.useFakeTimers();
    awaitFirstContent();
    const loaded = vi.fn();
    afterFirstContent(loaded);
    vi.advanceTimersByTime(FIRST_CONTENT_CEILING_MS - 1);
    expect(loaded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('does not release at the ceiling while a screen that will announce is still loading; leaving it starts the ceiling again', () => {
    vi.useFakeTimers();
    awaitFirstContent();
    const loaded = vi.fn();
    afterFirstContent(loaded);
    const { unmount } = render(<FirstScreen shown={false} />);
    vi.advanceTimersByTime(FIRST_CONTENT_CEILING_MS * 2);
    expect(loaded).not.toHaveBeenCalled();
    unmount();
    vi.advanceTimersByTime(FIRST_CONTENT_CEILING_MS);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('does not run a cancelled task', async () => {
    awaitFirstContent();
    const task = vi.fn();
    const cancel = afterFirstContent(task);
    cancel();
    firstContentShown();
    await paintPasses();
    expect(task).not.toHaveBeenCalled();
  });
});
