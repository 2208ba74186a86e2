// A change made on an order's page (a refund, a delivery mark): its mutation, the order and the orders list fetched
// again from the server after it, and the line saying how it went (the server's words when refused).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { problemText } from './api';

export function useOrderChange<T>(orderId: number, change: (input: T) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ text: string; isProblem: boolean } | null>(null);
  const mutation = useMutation({
    mutationFn: change,
    onMutate: () => setMessage(null),
    onSuccess: async () => {
      setMessage({ text: done, isProblem: false });
      await queryClient.invalidateQueries({ queryKey: ['console', 'order', String(orderId)] });
      await queryClient.invalidateQueries({ queryKey: ['console', 'orders'] });
    },
    onError: (error) => setMessage({ text: problemText(error), isProblem: true }),
  });
  const shown = message ? (
    <p
      role={message.isProblem ? 'alert' : 'status'}
      className={message.isProblem ? 'console__problem' : 'console__done'}
    >
      {message.text}
    </p>
  ) : null;
  return { mutation, shown };
}
