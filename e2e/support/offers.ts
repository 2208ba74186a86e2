// The journeys' limited-time offer: added and marked public with the operators' own command (npm run promo) on the
// server's data folder, before the server opens it (journey-data.ts).

export const PUBLIC_OFFER = { code: 'SUMMER30', effect: 'get 30% off your first 2 boxes', deliveries: 2 } as const;

/** `npm run promo -- add …` then `npm run promo -- public CODE`. */
export const PUBLIC_OFFER_STEPS: string[][] = [
  [
    'promo',
    'add',
    PUBLIC_OFFER.code,
    '--effect',
    PUBLIC_OFFER.effect,
    '--percent',
    '30',
    '--deliveries',
    String(PUBLIC_OFFER.deliveries),
    '--ends',
    '2099-12-31',
  ],
  ['promo', 'public', PUBLIC_OFFER.code],
];
