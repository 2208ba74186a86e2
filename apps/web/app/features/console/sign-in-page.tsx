// The console's sign-in: email and password, then a second step for the authenticator's code when the API asks for
// it (401 totp_required). The server's words are shown as they come: a wrong password, a wrong code, a rate limit.
import { AdminErrorCode } from '@larder/contracts/values/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/request';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { problemText, sessionKey, signIn } from './api';

export function SignInPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(sessionKey, session),
    onError: (error) => {
      if (error instanceof ApiError && error.code === AdminErrorCode.TotpRequired) {
        setNeedsCode(true);
        setProblem(null);
        return;
      }
      setProblem(problemText(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    attempt.mutate({ email, password, ...(needsCode ? { totp_code: code } : {}) });
  };

  return (
    <main className="console console--center">
      <form className="console__signin" onSubmit={submit} noValidate>
        <h1>Sign in to the console</h1>
        {needsCode ? (
          <>
            <p>Enter the 6-digit code from your authenticator app.</p>
            <TextInput
              label="Authenticator code"
              value={code}
              onChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              isRequired
            />
          </>
        ) : (
          <>
            <TextInput
              label="Email"
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="username"
              isRequired
            />
            <TextInput
              label="Password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              isRequired
            />
          </>
        )}
        {problem ? (
          <p role="alert" className="console__problem">
            {problem}
          </p>
        ) : null}
        <Button type="submit" isLoading={attempt.isPending} isFullWidth>
          {needsCode ? 'Verify code' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
