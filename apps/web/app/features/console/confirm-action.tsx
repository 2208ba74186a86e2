// The console's one confirmation: every action that moves money, ends a subscription, voids or disables something
// asks first in a dialog (the React Aria modal of app/ui) naming the amount or the effect; nothing is sent until the
// operator presses the dialog's own button. "Go back", Escape and the close button send nothing.
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

export interface ConfirmRequest {
  /** The question, naming the amount or the thing: "Refund $12.50 to the card?". */
  title: string;
  /** What happens, in the operator's words. */
  effect: ReactNode;
  /** The dialog's button that does it, naming it again: "Refund $12.50". */
  confirmLabel: string;
  onConfirm: () => void;
}

/** `ask(request)` opens the dialog; `dialog` is rendered once by the component that asks. */
export function useConfirmAction() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const dialog = <ConfirmAction request={request} onClose={() => setRequest(null)} />;
  return { ask: setRequest, dialog };
}

export function ConfirmAction({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  if (!request) return null;
  return (
    <Modal
      isOpen
      isAlert
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={request.title}
      footer={(close) => (
        <>
          <Button prominence="secondary" onClick={close}>
            Go back
          </Button>
          <Button
            onClick={() => {
              close();
              request.onConfirm();
            }}
          >
            {request.confirmLabel}
          </Button>
        </>
      )}
    >
      <p>{request.effect}</p>
    </Modal>
  );
}
