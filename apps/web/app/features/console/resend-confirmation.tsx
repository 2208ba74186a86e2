// "Resend confirmation" on an order's page (support and up): the email module queues the order's confirmation
// again, as first written, and the change is audited on the order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { useChangeMessage } from './change-message';
import { resendConfirmation } from './email-api';

export function ResendConfirmation({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const resend = useMutation({
    mutationFn: () => resendConfirmation(orderId),
    onMutate: message.clear,
    onSuccess: async () => {
      message.done('The confirmation is queued to be sent again.');
      await queryClient.invalidateQueries({ queryKey: ['console', 'order', String(orderId)] });
    },
    onError: message.problem,
  });
  return (
    <div className="console__form">
      <h3>Confirmation email</h3>
      <p>Send the customer the order's confirmation again, as it was first written.</p>
      <Button prominence="secondary" isLoading={resend.isPending} onClick={() => resend.mutate()}>
        Resend confirmation
      </Button>
      {message.shown}
    </div>
  );
}
