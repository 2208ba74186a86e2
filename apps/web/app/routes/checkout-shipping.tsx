import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Shipping') }];

export default function CheckoutShippingPage() {
  return (
    <main className="page page--narrow">
      <h1>Shipping</h1>
      <p>Where should we deliver?</p>
    </main>
  );
}
