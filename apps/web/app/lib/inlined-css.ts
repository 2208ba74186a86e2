// The other half of the build's stylesheet inlining (build-steps/critical-path.ts): once the page has loaded, the
// disabled `<link>` elements are enabled and the inline copy is removed when they have loaded, so later client-side
// navigations add and remove route stylesheets exactly as React Router manages them.

export function restoreInlinedStylesheets(doc: Document = document): Promise<void> {
  const style = doc.querySelector('style[data-inlined-css]');
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-inlined]')];
  const loads = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        link.removeAttribute('data-inlined');
        link.disabled = false;
      }),
  );
  return Promise.all(loads).then(() => style?.remove());
}

/** Runs the swap after the load event, so the stylesheet requests never compete with the first load. */
export function restoreInlinedStylesheetsAfterLoad(win: Window = window): void {
  const run = () => void restoreInlinedStylesheets(win.document);
  if (win.document.readyState === 'complete') setTimeout(run, 0);
  else win.addEventListener('load', run, { once: true });
}
