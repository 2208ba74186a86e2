// Where toasts appear (React Aria's toast region: a labelled landmark, F6 reaches it, focus survives removals).
import { useSyncExternalStore } from 'react';
import {
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  type QueuedToast,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components/Toast';
import { type ToastMessage, type ToastQueue, toasts } from './toast-queue';
import './toast-region.css';

export interface ToastRegionProps {
  queue?: ToastQueue;
}

export function ToastRegion({ queue = toasts }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className="ui-toast-region">
      {({ toast }) => <ToastItem queue={queue} toast={toast} />}
    </AriaToastRegion>
  );
}

function ToastItem({ queue, toast }: { queue: ToastQueue; toast: QueuedToast<ToastMessage> }) {
  const isDismissed = useSyncExternalStore(
    queue.subscribeToDismissals,
    () => queue.isDismissed(toast.key),
    () => false,
  );
  const { title, description, tone = 'neutral' } = toast.content;
  return (
    <Toast
      toast={toast}
      className={`ui-toast ui-toast--${tone}${isDismissed ? ' ui-toast--dismissed' : ''}`}
      data-dismissed={isDismissed || undefined}
    >
      <ToastContent className="ui-toast__content">
        <Text slot="title" className="ui-toast__title">
          {title}
        </Text>
        {description && (
          <Text slot="description" className="ui-toast__description">
            {description}
          </Text>
        )}
      </ToastContent>
      <Button slot="close" className="ui-toast__close" isDisabled={isDismissed}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
    </Toast>
  );
}
