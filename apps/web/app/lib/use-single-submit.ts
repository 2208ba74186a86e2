// One request per submit however often the button is pressed: a form's submit handler runs its checks, then hands
// the request to `send`, which ignores a second submit while one is in flight and says when it is busy.
import { type FormEvent, useRef, useState } from 'react';

export function useSingleSubmit() {
  const inFlight = useRef(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  /** Wraps the form's handler: no page load, and nothing at all while a request is in flight. */
  const onSubmit = (handle: () => Promise<void> | void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    return handle();
  };

  /** Runs the request, marking the form busy until it settles. */
  const send = async (request: () => Promise<void>) => {
    inFlight.current = true;
    setIsSubmitting(true);
    try {
      await request();
    } finally {
      inFlight.current = false;
      setIsSubmitting(false);
    }
  };

  return { isSubmitting, onSubmit, send };
}
