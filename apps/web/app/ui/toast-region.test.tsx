import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@larder/contracts/values/limits';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastQueue } from './toast-queue';
import { ToastRegion } from './toast-region';

describe('ToastRegion', () => {
  let queue: ToastQueue;

  beforeEach(() => {
    vi.useFakeTimers();
    queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
  });

  afterEach(() => {
    act(() => queue.clear());
    vi.useRealTimers();
  });

  const shownToasts = () => screen.queryAllByRole('alertdialog');

  it('shows a toast with its title and description in a notifications landmark', () => {
    act(() => {
      queue.show({ title: 'Saved', description: 'Your preferences are saved.', tone: 'success' });
    });
    expect(screen.getByRole('region', { name: /notification/i })).toBeInTheDocument();
    const toast = screen.getByRole('alertdialog', { name: 'Saved' });
    expect(toast).toHaveAccessibleDescription('Your preferences are saved.');
  });

  it(`shows at most ${TOAST_LIMIT} toasts at once, newest first; older ones wait their turn`, () => {
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 5; i++) queue.show({ title: `Toast ${i}` });
    });
    expect(shownToasts()).toHaveLength(TOAST_LIMIT);
    expect(shownToasts()[0]).toHaveAccessibleName(`Toast ${TOAST_LIMIT + 5}`);
    expect(screen.queryByRole('alertdialog', { name: 'Toast 5' })).not.toBeInTheDocument();
  });

  it(`removes a dismissed toast ${TOAST_REMOVE_DELAY_MS} ms after dismissal`, () => {
    act(() => {
      queue.show({ title: 'Added to your box' });
    });
    const toast = screen.getByRole('alertdialog', { name: 'Added to your box' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    // Dismissed at once (for its exit animation), still there until the delay has passed.
    expect(toast).toHaveClass('ui-toast--dismissed');
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(screen.getByRole('alertdialog', { name: 'Added to your box' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog', { name: 'Added to your box' })).not.toBeInTheDocument();
  });

  it('a timed toast is dismissed after its timeout and removed after the delay', () => {
    const onClose = vi.fn();
    act(() => {
      queue.show({ title: 'Copied' }, { timeoutMs: 5000, onClose });
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('alertdialog', { name: 'Copied' })).toHaveClass('ui-toast--dismissed');
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(shownToasts()).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a waiting toast appears once a shown one is removed', () => {
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 1; i++) queue.show({ title: `Toast ${i}` });
    });
    expect(screen.queryByRole('alertdialog', { name: 'Toast 1' })).not.toBeInTheDocument();
    const [newest] = queue.visibleToasts;
    act(() => queue.close(newest?.key ?? ''));
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(shownToasts()).toHaveLength(TOAST_LIMIT);
    expect(screen.getByRole('alertdialog', { name: 'Toast 1' })).toBeInTheDocument();
  });
});
