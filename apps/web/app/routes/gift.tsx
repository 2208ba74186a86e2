// `/gift/`: buy a gift card, signed in or not (a signed-in customer's name and email are filled in).

import { useAuthState } from '../features/auth/api/get-customer';
import { GiftPurchase, GiftText } from '../flows/gift-purchase';
import { pageTitle } from '../lib/page-title';
import { Header } from '../ui/header';
import { Heading } from '../ui/heading';
import { Paragraph } from '../ui/paragraph';
import '../flows/gift-purchase.css';

export const meta = () => [{ title: pageTitle('Gift cards') }, { name: 'description', content: GiftText.Lead }];

export default function GiftRoute() {
  const auth = useAuthState();
  const customer = auth.status === 'authenticated' ? auth.customer : undefined;
  return (
    <>
      <Header />
      <main className="page page--narrow">
        <Heading variant="H1">{GiftText.Heading}</Heading>
        <Paragraph variant="lead">{GiftText.Lead}</Paragraph>
        {auth.status === 'loading' ? null : (
          <GiftPurchase
            key={customer?.id ?? 'anonymous'}
            senderName={customer ? `${customer.first_name} ${customer.last_name}`.trim() : ''}
            senderEmail={customer?.email ?? ''}
          />
        )}
      </main>
    </>
  );
}
