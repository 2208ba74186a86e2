// A modal dialog on React Aria: focus is trapped inside while open and returns to
// the opener on close; Escape, the close button and (unless turned off) a click outside close it.
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components/Modal';
import './modal.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom, e.g. buttons; receives `close`. */
  footer?: (close: () => void) => ReactNode;
  /** Whether a click outside closes the modal. Escape always does. */
  isDismissable?: boolean;
  /** A dialog that needs an answer (role alertdialog). */
  isAlert?: boolean;
  className?: string;
}

export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  isDismissable = true,
  isAlert = false,
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      className="ui-modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <AriaModal className={['ui-modal', className].filter(Boolean).join(' ')}>
        <Dialog className="ui-modal__dialog" role={isAlert ? 'alertdialog' : 'dialog'}>
          {({ close }) => (
            <>
              <div className="ui-modal__header">
                <Heading slot="title" className="ui-modal__title">
                  {title}
                </Heading>
                <button type="button" className="ui-modal__close" aria-label="Close" onClick={close}>
                  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
              <div className="ui-modal__body">{children}</div>
              {footer && <div className="ui-modal__footer">{footer(close)}</div>}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
