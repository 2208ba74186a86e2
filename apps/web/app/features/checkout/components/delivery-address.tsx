// A delivery address as the checkout pages and the confirmation show it.
import type { ShippingAddress } from '@larder/contracts/schemas/shipping';

export function DeliveryAddress({ shipping }: { shipping: Omit<ShippingAddress, 'phone'> }) {
  return (
    <address className="checkout__address">
      {shipping.first_name} {shipping.last_name}
      <br />
      {shipping.address1}
      {shipping.address2 ? `, ${shipping.address2}` : ''}
      <br />
      {shipping.city}, {shipping.state} {shipping.zip}
    </address>
  );
}
