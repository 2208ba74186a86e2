// A change made on a customer's behalf in the console: its form (a title, the fields, the operator's required reason,
// a submit button and the line saying how it went), and the mutation that answers the customer's page as it is after
// it.
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { problemText } from './api';
import { useChangeMessage } from './change-message';
import { type CustomerChange, changeCustomer, customerKey } from './customers-api';

/** A change's mutation and the line saying how it went (the server's words when refused). */
export function useCustomerChange(
  customerId: number,
  done: string,
  /** A message shared by forms that replace each other (the subscription's), so the outcome stays in view. */
  shared?: ReturnType<typeof useChangeMessage>,
) {
  const queryClient = useQueryClient();
  const own = useChangeMessage();
  const message = shared ?? own;
  const mutation = useMutation({
    mutationFn: (change: CustomerChange) => changeCustomer(customerId, change),
    onMutate: () => message.clear(),
    onSuccess: async (page: AdminCustomerDetail) => {
      message.done(done);
      queryClient.setQueryData(customerKey(String(customerId)), page);
      await queryClient.invalidateQueries({ queryKey: ['console', 'customers'] });
    },
    onError: (error) => message.problem(problemText(error)),
  });
  // A shared message is shown once by the forms' owner, not under each form.
  return { mutation, shown: shared ? null : own.shown };
}

export function ChangeForm({
  title,
  id,
  submit,
  isPending,
  shown,
  children,
  label,
}: {
  title: string;
  id: string;
  submit: () => void;
  isPending: boolean;
  shown: ReactNode;
  children: ReactNode;
  label: string;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form className="console__form" onSubmit={onSubmit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>{title}</h3>
      {children}
      <Button type="submit" isLoading={isPending}>
        {label}
      </Button>
      {shown}
    </form>
  );
}

/** The operator's reason, required before a change is sent (the server requires it too). */
export function useReason() {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const given = () => {
    const missing = value.trim() === '';
    setProblem(missing ? 'Say why.' : null);
    return !missing;
  };
  return { value: value.trim(), raw: value, setValue, problem, given };
}

export function ReasonInput({ reason }: { reason: ReturnType<typeof useReason> }) {
  return (
    <TextInput
      label="Reason"
      description="Kept in the audit log."
      value={reason.raw}
      onChange={reason.setValue}
      errorMessage={reason.problem}
      maxLength={500}
      isRequired
    />
  );
}
