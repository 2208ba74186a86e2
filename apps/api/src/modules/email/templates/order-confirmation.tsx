/** @jsxRuntime automatic @jsxImportSource react */
// The confirmation of a placed first order: the delivery day and until when it can change, where it goes, what is
// in the box and what it costs, and what happens next (the card is charged at the cutoff).
import { formatCents } from '@larder/contracts/values/money';
import { Column, Row, Section, Text } from '@react-email/components';
import { ActionButton, Layout, Paragraph } from './layout';

/** A box's line as its emails list it. */
export interface BoxLine {
  name: string;
  quantity: number;
  totalCents: number;
}

/** A box's totals as its emails show them, in cents. */
export interface BoxTotals {
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  creditsCents: number;
  totalCents: number;
}

export interface OrderConfirmationProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryLabel: string;
  cutoffLabel: string;
  address: {
    first_name: string;
    last_name: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
  };
  lines: BoxLine[];
  /** The free gift in every box, at $0. */
  freeGift?: string | undefined;
  totals: BoxTotals;
  accountUrl: string;
}

export const orderConfirmationSubject = ({ brand }: { brand: string }) => `Your first ${brand} box is on its way`;

const cell = { color: '#1b1b1b', fontSize: 15, lineHeight: '22px', margin: '0 0 6px' };
const amount = { ...cell, textAlign: 'right' as const };
const strong = { ...cell, fontWeight: 700 };

function Line({ label, value, bold = false }: { label: string; value: string; bold?: boolean }) {
  return (
    <Row>
      <Column>
        <Text style={bold ? strong : cell}>{label}</Text>
      </Column>
      <Column>
        <Text style={bold ? { ...amount, fontWeight: 700 } : amount}>{value}</Text>
      </Column>
    </Row>
  );
}

export function OrderConfirmationEmail(props: OrderConfirmationProps) {
  const { brand, firstName, orderId, deliveryLabel, cutoffLabel, address, lines, freeGift, totals, accountUrl } = props;
  return (
    <Layout
      brand={brand}
      preview={`Delivery ${deliveryLabel}. ${cutoffLabel}.`}
      heading="Thanks for your order!"
      footer={`You get this email because you placed order #${orderId} with ${brand}.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>
        Your first box arrives {deliveryLabel}. {cutoffLabel}: until then you can change what is in it. We charge your
        card when the order locks, then every week after, until you skip, pause or cancel.
      </Paragraph>
      <Paragraph>
        Delivering to {address.first_name} {address.last_name}, {address.address1}
        {address.address2 ? `, ${address.address2}` : ''}, {address.city}, {address.state} {address.zip}.
      </Paragraph>
      <Section>
        {lines.map((line) => (
          <Line key={line.name} label={`${line.quantity} × ${line.name}`} value={formatCents(line.totalCents)} />
        ))}
        {freeGift ? <Line label={`1 × ${freeGift} (your free gift)`} value={formatCents(0)} /> : null}
        <Line label="Subtotal" value={formatCents(totals.subtotalCents)} />
        {totals.discountCents > 0 ? <Line label="Discount" value={`−${formatCents(totals.discountCents)}`} /> : null}
        <Line label="Delivery" value={totals.deliveryFeeCents === 0 ? 'Free' : formatCents(totals.deliveryFeeCents)} />
        {totals.creditsCents > 0 ? <Line label="Credits" value={`−${formatCents(totals.creditsCents)}`} /> : null}
        <Line label="Total" value={formatCents(totals.totalCents)} bold />
      </Section>
      <ActionButton href={accountUrl} label="Manage your box" />
    </Layout>
  );
}
