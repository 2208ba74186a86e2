// Money as customers read it. Amounts are integer US cents everywhere (docs/decisions/002-layout.md); this is the one
// place they become text.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$12.99`, `$1,000.00`. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
