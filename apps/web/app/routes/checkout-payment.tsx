import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Payment') }];

export default function CheckoutPaymentPage() {
  return (
    <main className="page page--narrow">
      <h1>Payment</h1>
      <p>How would you like to pay?</p>
    </main>
  );
}
