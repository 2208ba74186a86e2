// The other half of the build's stylesheet inlining (build-steps/critical-path.ts): when the visitor first navigates
// in the page, the disabled `<link>` elements are enabled and the inline copy is removed once they have loaded, so
// that client-side navigations add and remove route stylesheets exactly as React Router manages them. Not before:
// swapping identical rules costs the browser a recalculation of every style and a layout of the whole page, which on
// a phone is a long task on a page the visitor may never leave (a server-rendered plan: docs/decisions/070-…).

/** A media query that matches nothing: the stylesheet is fetched, and applies nowhere. */
const NOWHERE = 'not all';

/**
 * Fetches the linked copies without applying them, then applies them all and removes the inline copy at once. A link
 * that applied as soon as it had loaded would sit after the inline copy in the cascade, ahead of the links still
 * loading, so for a moment rules of equal weight would win in another order: on a slow phone the plan's section
 * heads lost their headings' margin, then got it back, and the sections below moved (a layout shift of 0.045).
 */
export function restoreInlinedStylesheets(doc: Document = document): Promise<void> {
  const style = doc.querySelector('style[data-inlined-css]');
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-inlined]')];
  const media = links.map((link) => link.getAttribute('media'));
  // A link can leave the page before it loads: the navigation that started the swap removes the stylesheets of the
  // route it leaves (React Router's <Links>), and a removed link fires neither `load` nor `error`. It is then no
  // longer waited for, or the inline copy would stay for the rest of the visit.
  const settled = new Map<HTMLLinkElement, () => void>();
  const removals = new MutationObserver(() => {
    for (const [link, settle] of settled) if (!link.isConnected) settle();
  });
  for (const parent of new Set(links.map((link) => link.parentNode))) {
    if (parent) removals.observe(parent, { childList: true });
  }
  const loads = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        const settle = () => {
          settled.delete(link);
          resolve();
        };
        settled.set(link, settle);
        link.addEventListener('load', settle, { once: true });
        link.addEventListener('error', settle, { once: true });
        link.media = NOWHERE;
        link.removeAttribute('data-inlined');
        link.disabled = false;
      }),
  );
  return Promise.all(loads).then(() => {
    removals.disconnect();
    links.forEach((link, index) => {
      const own = media[index];
      if (own == null) link.removeAttribute('media');
      else link.media = own;
    });
    style?.remove();
  });
}

let swapped: Promise<void> | undefined;

/** The swap, once per document, on the first navigation inside the page (root.tsx). */
export function restoreInlinedStylesheetsOnce(doc: Document = document): Promise<void> {
  swapped ??= restoreInlinedStylesheets(doc);
  return swapped;
}
