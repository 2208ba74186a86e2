// The style guide's overlays: a modal, an alert dialog, and toasts in every tone and past the on-screen limit.
import { TOAST_LIMIT } from '@larder/contracts/values/limits';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Paragraph } from '../../../ui/paragraph';
import { TextInput } from '../../../ui/text-input';
import { toasts } from '../../../ui/toast-queue';
import { Example } from './example';
import { Section } from './section';

export function OverlaysSection() {
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [isAlertOpen, setIsAlertOpen] = useState(false);
  return (
    <Section id="overlays" title="Modal and toasts">
      <Example title="Modal">
        <Button onClick={() => setIsModalOpen(true)}>Open modal</Button>
        <Button buttonStyle="critical" prominence="secondary" onClick={() => setIsAlertOpen(true)}>
          Open alert dialog
        </Button>
      </Example>
      <Modal
        isOpen={isModalOpen}
        onOpenChange={setIsModalOpen}
        title="Your first box"
        footer={(close) => (
          <>
            <Button prominence="secondary" onClick={close}>
              Not now
            </Button>
            <Button onClick={close}>Sounds good</Button>
          </>
        )}
      >
        <Paragraph>Your box arrives on Thursday with 4 meals for 2 people.</Paragraph>
        <TextInput label="Gift note" maxLength={60} showCounter />
      </Modal>
      <Modal
        isOpen={isAlertOpen}
        onOpenChange={setIsAlertOpen}
        isAlert
        isDismissable={false}
        title="Skip this week?"
        footer={(close) => (
          <>
            <Button prominence="secondary" onClick={close}>
              Keep my box
            </Button>
            <Button buttonStyle="critical" onClick={close}>
              Skip
            </Button>
          </>
        )}
      >
        <Paragraph>You will not be charged for this week.</Paragraph>
      </Modal>

      <Example title="Toasts">
        <Button prominence="secondary" onClick={() => toasts.show({ title: 'Added to your box' })}>
          Show a toast
        </Button>
        <Button
          prominence="secondary"
          buttonStyle="success"
          onClick={() =>
            toasts.show(
              { title: 'Preferences saved', description: 'Your plan is being updated.', tone: 'success' },
              { timeoutMs: 5000 },
            )
          }
        >
          Show a success toast (5 s)
        </Button>
        <Button
          prominence="secondary"
          buttonStyle="critical"
          onClick={() =>
            toasts.show({ title: 'Something went wrong', description: 'Please try again.', tone: 'critical' })
          }
        >
          Show an error toast
        </Button>
        <Button
          prominence="tertiary-underlined"
          onClick={() => {
            for (let i = 1; i <= TOAST_LIMIT + 5; i++) toasts.show({ title: `Toast ${i}` }, { timeoutMs: 8000 });
          }}
        >
          Show {TOAST_LIMIT + 5} toasts (at most {TOAST_LIMIT} at once)
        </Button>
      </Example>
    </Section>
  );
}
