// A change's outcome under its form, as the console's other pages show it: a status when done, an alert with the
// server's words when refused (api.ts problemText).
import { useState } from 'react';
import { problemText } from './api';

export function useChangeMessage() {
  const [message, setMessage] = useState<{ text: string; isProblem: boolean } | null>(null);
  const shown = message ? (
    <p
      role={message.isProblem ? 'alert' : 'status'}
      className={message.isProblem ? 'console__problem' : 'console__done'}
    >
      {message.text}
    </p>
  ) : null;
  return {
    shown,
    clear: () => setMessage(null),
    done: (text: string) => setMessage({ text, isProblem: false }),
    problem: (error: unknown) =>
      setMessage({ text: typeof error === 'string' ? error : problemText(error), isProblem: true }),
  };
}
