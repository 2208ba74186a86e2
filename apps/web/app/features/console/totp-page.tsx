// Setting up an authenticator app in the console (docs/decisions/200-operators.md): start an enrolment, scan its
// otpauth:// URI as a QR code (drawn here as SVG from the `qrcode` library's matrix: no canvas, no inline markup)
// or type its secret, then confirm with a code the app shows. With OPERATOR_REQUIRE_TOTP an admin who has none is
// sent here after signing in, and reaches nothing else until it is done.
import type { OperatorSession, TotpEnrolment } from '@larder/contracts/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { sessionKey } from './api';
import { useChangeMessage } from './change-message';
import { confirmTotp, startTotp } from './totp-api';

/** The URI as a QR code: one square per dark module, with the standard four-module quiet zone. */
function QrCode({ text }: { text: string }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) d += `M${column + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { d, size: modules.size + 8 };
  }, [text]);
  return (
    <svg
      className="console__qr"
      role="img"
      aria-label="QR code of the authenticator setup address"
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

export function TotpPage({ session }: { session: OperatorSession }) {
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const start = useMutation({
    mutationFn: startTotp,
    onMutate: message.clear,
    onSuccess: setEnrolment,
    onError: message.problem,
  });
  const confirm = useMutation({
    mutationFn: confirmTotp,
    onMutate: message.clear,
    onSuccess: async () => {
      message.done('Your authenticator app is set up: signing in now asks for its code.');
      setEnrolment(null);
      setCode('');
      // The session says so now (and, for an admin sent here, opens the rest of the console).
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    },
    onError: message.problem,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      message.problem('Enter the 6 digits your authenticator app shows.');
      return;
    }
    confirm.mutate(code.trim());
  };
  return (
    <>
      <h1>Authenticator app</h1>
      {session.totp_enrolment_required ? (
        <p>Admins must sign in with a code from an authenticator app. Set one up to reach the rest of the console.</p>
      ) : null}
      {session.operator.totp_enabled && !enrolment ? (
        <p>Your authenticator app is set up: signing in asks for its code.</p>
      ) : null}
      {!session.operator.totp_enabled && !enrolment ? (
        <div className="console__form console__form--wide">
          <p>
            Use an app such as Google Authenticator, 1Password or Authy. Once it is set up, signing in asks for the
            6-digit code it shows.
          </p>
          <Button isLoading={start.isPending} onClick={() => start.mutate()}>
            Set up an authenticator app
          </Button>
        </div>
      ) : null}
      {enrolment ? (
        <form className="console__form console__form--wide" onSubmit={submit} aria-labelledby="totp-confirm" noValidate>
          <h2 id="totp-confirm">Scan, then enter a code</h2>
          <p>Scan this code with the app, or type the key below into it.</p>
          <QrCode text={enrolment.otpauth_uri} />
          <dl className="console__facts">
            <dt>Key</dt>
            <dd>
              <code className="console__code">{enrolment.secret}</code>
            </dd>
            <dt>Setup address</dt>
            <dd>
              <code className="console__code">{enrolment.otpauth_uri}</code>
            </dd>
          </dl>
          <TextInput
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            maxLength={6}
            isRequired
          />
          <Button type="submit" isLoading={confirm.isPending}>
            Confirm
          </Button>
        </form>
      ) : null}
      {message.shown}
    </>
  );
}
