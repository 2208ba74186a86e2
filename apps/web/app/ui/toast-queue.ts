// The storefront's toast notifications: at most TOAST_LIMIT on screen at once (newest first; older ones
// wait their turn), and a dismissed toast stays TOAST_REMOVE_DELAY_MS, marked dismissed for its exit animation,
// before it is removed. Built on React Aria's queue so timers pause while a toast is hovered or focused.
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@larder/contracts/values/limits';
import { UNSTABLE_ToastQueue } from 'react-aria-components/Toast';

export type ToastTone = 'neutral' | 'success' | 'critical';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
}

export interface ShowToastOptions {
  /** Dismisses the toast after this many milliseconds (paused while hovered or focused). */
  timeoutMs?: number;
  onClose?: () => void;
}

export class ToastQueue extends UNSTABLE_ToastQueue<ToastMessage> {
  private readonly dismissedKeys = new Set<string>();
  private readonly dismissListeners = new Set<() => void>();

  constructor() {
    super({ maxVisibleToasts: TOAST_LIMIT });
  }

  show(message: ToastMessage, { timeoutMs, onClose }: ShowToastOptions = {}): string {
    return this.add(message, { timeout: timeoutMs, onClose });
  }

  /** Dismisses a toast: it is marked at once and removed TOAST_REMOVE_DELAY_MS later. */
  override close(key: string): void {
    if (this.dismissedKeys.has(key)) return;
    this.dismissedKeys.add(key);
    this.notifyDismissed();
    setTimeout(() => {
      this.dismissedKeys.delete(key);
      super.close(key);
      this.notifyDismissed();
    }, TOAST_REMOVE_DELAY_MS);
  }

  isDismissed = (key: string): boolean => this.dismissedKeys.has(key);

  subscribeToDismissals = (listener: () => void): (() => void) => {
    this.dismissListeners.add(listener);
    return () => this.dismissListeners.delete(listener);
  };

  private notifyDismissed() {
    for (const listener of this.dismissListeners) listener();
  }
}

/** The app's one toast queue; render <ToastRegion /> once and call `toasts.show(...)` from anywhere. */
export const toasts = new ToastQueue();
