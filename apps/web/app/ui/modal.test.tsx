import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function ModalDemo({ onOpenChange = vi.fn(), isDismissable = true }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Skip this week</Button>
      <Modal
        isOpen={isOpen}
        isDismissable={isDismissable}
        onOpenChange={(open) => {
          setIsOpen(open);
          onOpenChange(open);
        }}
        title="Skip this week?"
        footer={(close) => (
          <>
            <Button prominence="secondary" onClick={close}>
              Keep my box
            </Button>
            <Button onClick={close}>Skip</Button>
          </>
        )}
      >
        You will not be charged for this week.
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is closed until opened, then shows a labelled dialog', async () => {
    render(<ModalDemo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip this week' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip this week?' });
    expect(dialog).toHaveTextContent('You will not be charged for this week.');
  });

  it('moves focus into the dialog and traps it there', async () => {
    render(<ModalDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip this week' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onOpenChange = vi.fn();
    render(<ModalDemo onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Skip this week' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its close button and with its own actions', async () => {
    render(<ModalDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip this week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Skip this week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my box' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside unless that is turned off', async () => {
    const { unmount } = render(<ModalDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip this week' }));
    await userEvent.click(document.querySelector('.ui-modal-overlay') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<ModalDemo isDismissable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip this week' }));
    await userEvent.click(document.querySelector('.ui-modal-overlay') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
