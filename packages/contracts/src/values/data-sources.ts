// Data-source names, used to label cached collections and log records.
export const DATA_SOURCES = [
  'Pairings',
  'PairingsV2',
  'Products',
  'ProductsV2',
  'Customers',
  'Orders',
  'customer tag group',
  'Cart',
  'Algolia',
  'Favorite Pairings',
  'Customer Orders',
] as const;
export type DataSource = (typeof DATA_SOURCES)[number];
