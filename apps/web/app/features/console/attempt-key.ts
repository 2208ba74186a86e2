// The Idempotency-Key of a change an operator asks for (giving credits, issuing a gift card): the same key while the
// same request is sent again (a lost answer, a second press after an error), so the server gives once; a new key once
// it succeeded or the request changed, so a deliberate second grant is a grant of its own.
import { useRef } from 'react';

export function useAttemptKey() {
  const last = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (last.current?.request !== text) last.current = { request: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    succeeded() {
      last.current = null;
    },
  };
}
