// A saved card as every page names it: "Visa ending in 4242, expires 12/34".
export const savedCardText = (brand: string, last4: string, month: number, year: number) =>
  `${brand === 'unknown' ? 'Card' : brand[0]?.toUpperCase() + brand.slice(1)} ending in ${last4}, expires ${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
