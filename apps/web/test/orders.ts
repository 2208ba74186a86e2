// What web tests' orders share: the delivery address of the customer the tests sign in (Ada Byron).
import type { Order } from '@larder/contracts/schemas/checkout';

export const TEST_SHIPPING: Order['shipping'] = {
  first_name: 'Ada',
  last_name: 'Byron',
  address1: '1 Main St',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  delivery_instructions: '',
  phone: '2125550100',
};
