// The swap from the inline copy of a page's stylesheets to its links: nothing of the links applies until every one
// has loaded, then all apply and the inline copy goes in the same step, so the cascade never changes order midway.
import { describe, expect, it } from 'vitest';
import { restoreInlinedStylesheets, restoreInlinedStylesheetsOnce } from './inlined-css';

function page() {
  document.head.innerHTML = [
    '<style data-inlined-css="">.a{margin:0}.b{margin:16px}</style>',
    '<link rel="stylesheet" href="/assets/a.css" disabled="" data-inlined=""/>',
    '<link rel="stylesheet" href="/assets/b.css#" media="screen" disabled="" data-inlined=""/>',
  ].join('');
  return [...document.querySelectorAll<HTMLLinkElement>('link')] as [HTMLLinkElement, HTMLLinkElement];
}

describe('restoring the inlined stylesheets', () => {
  it('applies no link before all have loaded, then all of them at once with the inline copy removed', async () => {
    const [a, b] = page();
    const done = restoreInlinedStylesheets(document);
    for (const link of [a, b]) {
      expect(link.disabled).toBe(false);
      expect(link.media).toBe('not all');
      expect(link.hasAttribute('data-inlined')).toBe(false);
    }
    a.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(a.media).toBe('not all');
    expect(document.querySelector('style[data-inlined-css]')).not.toBeNull();

    b.dispatchEvent(new Event('error'));
    await done;
    expect(a.hasAttribute('media')).toBe(false);
    expect(b.media).toBe('screen');
    expect(document.querySelector('style[data-inlined-css]')).toBeNull();
  });

  it('stops waiting for a link the navigation removed before it loaded (it never fires load or error)', async () => {
    const [a, b] = page();
    const done = restoreInlinedStylesheets(document);
    a.dispatchEvent(new Event('load'));
    // React Router drops the stylesheet of the route being left while it is still loading.
    b.remove();
    await done;
    expect(a.hasAttribute('media')).toBe(false);
    expect(document.querySelector('style[data-inlined-css]')).toBeNull();
  });

  it('swaps once: a second navigation while the links load does not drop the inline copy early', async () => {
    const [a, b] = page();
    const first = restoreInlinedStylesheetsOnce(document);
    const second = restoreInlinedStylesheetsOnce(document);
    expect(second).toBe(first);
    await Promise.resolve();
    expect(document.querySelector('style[data-inlined-css]')).not.toBeNull();
    a.dispatchEvent(new Event('load'));
    b.dispatchEvent(new Event('load'));
    await first;
    expect(document.querySelector('style[data-inlined-css]')).toBeNull();
  });
});
