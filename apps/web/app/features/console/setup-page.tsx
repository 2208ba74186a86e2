// An invited operator's first visit (docs/decisions/208-operators-in-the-console.md): the set-up link from the
// invitation email (`/admin/setup/?token=…`) asks for a password; once the server took it, the operator signs in
// (and, where the store asks for one, sets up an authenticator app next).
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { problemText } from './api';
import { setUpOperator } from './operators-api';

export function SetupPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setUp = useMutation({
    mutationFn: setUpOperator,
    onMutate: () => setProblem(null),
    onError: (error) => setProblem(problemText(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem('Choose a password.');
      return;
    }
    setUp.mutate({ token, password });
  };
  return (
    <main className="console console--center">
      {setUp.data ? (
        <div className="console__signin">
          <h1>Your password is set</h1>
          <p role="status">
            You are {setUp.data.email}, {setUp.data.role}. Sign in with your email and the password you chose.
          </p>
          <Link to="/admin/">Sign in to the console</Link>
        </div>
      ) : (
        <form className="console__signin" onSubmit={submit} noValidate>
          <h1>Set up your console account</h1>
          <p>Choose the password you will sign in with. The link works once.</p>
          <TextInput
            label="Password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            isRequired
          />
          {problem ? (
            <p role="alert" className="console__problem">
              {problem}
            </p>
          ) : null}
          <Button type="submit" isLoading={setUp.isPending} isFullWidth>
            Set my password
          </Button>
        </form>
      )}
    </main>
  );
}
