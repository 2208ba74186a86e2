import type { Customer } from '@larder/contracts/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../site-routes';
import { Button } from '../../../ui/button';
import { CUSTOMER_QUERY_KEY } from '../api/get-customer';
import { logOut } from '../api/log-out';
import { writeSignedInHint } from '../model/signed-in-hint';

/** Signs the customer out, forgets everything cached about them, and opens the login page. */
export function LogOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  const onPress = async () => {
    setIsPending(true);
    try {
      await logOut();
      writeSignedInHint(false);
      queryClient.clear();
      queryClient.setQueryData<Customer | null>(CUSTOMER_QUERY_KEY, null);
      navigate(paths.login, { replace: true });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Button prominence="secondary" size="small" isLoading={isPending} isDisabled={isPending} onClick={onPress}>
      Log out
    </Button>
  );
}
