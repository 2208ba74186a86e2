// What a server-rendered page defers (the account home's sections below its fold) is not in the page's HTML, so it
// costs the hydration nothing, and it appears once the page has hydrated, with no mismatch; a page reached by a link
// shows it in its first render.
import { act, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { AfterHydration } from './after-hydration';
import { markHydrated } from './react-aria-ssr';

// React's `act` (which runs the effects and the transition) outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  useEffect(markHydrated, []);
  return (
    <main>
      <h1>Your next box</h1>
      <AfterHydration>
        <section>Your subscription</section>
      </AfterHydration>
    </main>
  );
}

it('leaves its part out of the server’s HTML and renders it once the page has hydrated', async () => {
  const html = renderToString(<Page />);
  expect(html).toContain('Your next box');
  expect(html).not.toContain('Your subscription');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(container.querySelector('section')?.textContent).toBe('Your subscription');
  expect(errors).toEqual([]);

  // Later (a page reached by a link), it is there from the first render.
  const later = document.createElement('div');
  let firstRender = '';
  await act(async () => {
    flushSync(() => createRoot(later).render(<Page />));
    firstRender = later.textContent ?? '';
  });
  expect(firstRender).toContain('Your subscription');
});
