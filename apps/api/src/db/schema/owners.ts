// The column most tables share: the customer a row belongs to, going with them (ON DELETE CASCADE). One definition,
// so every table names and constrains it the same way (an order's rows use orders.ts's orderIdColumn).
import { integer } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** `customer_id`: required, deleted with the customer. */
export const customerIdColumn = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
