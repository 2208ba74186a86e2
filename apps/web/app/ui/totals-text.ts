// The words of a box's totals, the same in the checkout, the account home and the menu.
export const TotalsText = {
  Subtotal: 'Subtotal',
  Discount: 'Discount',
  Delivery: 'Delivery',
  FreeDelivery: 'Free',
  Credits: 'Credits',
  Total: 'Total',
} as const;
