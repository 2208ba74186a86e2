// One customer in the console (GET /api/admin/customers/:id/): the account and subscription, the changes made on their
// behalf (customer-actions.tsx), and their orders, credits ledger, quiz answers and ratings (customer-records.tsx).
import type { OperatorRole } from '@larder/contracts/values/admin';
import { CANCEL_REASON_LABELS, weekdayName } from '@larder/contracts/values/subscription';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatPhoneNumber } from '../../ui/format-phone-number';
import { dollars, problemText } from './api';
import { CustomerActions } from './customer-actions';
import { CustomerRecords } from './customer-records';
import { CustomerReferrals } from './customer-referrals';
import { CustomerRewards } from './customer-rewards';
import { customerKey, fetchCustomer } from './customers-api';
import { AddressLines, cardText } from './order-page';
import { StatusBadge } from './status-badge';
import './console-screens.css';

export function CustomerPage({ id, role }: { id: string; role: OperatorRole }) {
  const customer = useQuery({ queryKey: customerKey(id), queryFn: () => fetchCustomer(id), retry: false });
  if (customer.isPending) return <p role="status">Loading customer {id}…</p>;
  if (customer.isError) {
    return (
      <>
        <h1>Customer {id}</h1>
        <p role="alert" className="console__problem">
          {problemText(customer.error)}
        </p>
        <Link to="/admin/customers/">Back to customers</Link>
      </>
    );
  }
  const page = customer.data;
  const { customer: c, subscription, credits } = page;
  return (
    <>
      <p>
        <Link to="/admin/customers/">Back to customers</Link>
      </p>
      <h1>
        {c.name} (customer {c.id})
      </h1>
      <dl className="console__facts">
        <dt>Email</dt>
        <dd>
          {c.email} ({c.email_verified_at ? `verified ${c.email_verified_at.slice(0, 10)}` : 'not verified'})
        </dd>
        <dt>Phone</dt>
        <dd>{subscription?.address.phone ? formatPhoneNumber(subscription.address.phone) : 'none given'}</dd>
        <dt>Deliver to</dt>
        <dd>{subscription ? <AddressLines address={subscription.address} /> : 'no address: no subscription yet'}</dd>
        <dt>Instructions</dt>
        <dd>{subscription?.address.delivery_instructions || 'none'}</dd>
        <dt>Payment method</dt>
        <dd>{cardText(subscription?.payment_method ?? null)}</dd>
        <dt>Joined</dt>
        <dd>{c.created_at.slice(0, 10)}</dd>
        <dt>Subscription</dt>
        <dd>
          {subscription ? <StatusBadge kind="subscription" status={subscription.status} /> : null}{' '}
          {subscription
            ? `in zone ${subscription.zone}, delivered on ${weekdayName(subscription.delivery_weekday)}s${
                subscription.paused_until ? `, paused until ${subscription.paused_until}` : ''
              }${subscription.cancel_reason ? `, canceled: ${CANCEL_REASON_LABELS[subscription.cancel_reason as keyof typeof CANCEL_REASON_LABELS] ?? subscription.cancel_reason}${subscription.cancel_note ? ` (“${subscription.cancel_note}”)` : ''}` : ''}`
            : 'none'}
        </dd>
        <dt>Credits</dt>
        <dd>{dollars(credits.balance_cents)}</dd>
      </dl>

      <h2>Actions</h2>
      <CustomerActions page={page} role={role} />
      <CustomerRecords page={page} />
      <CustomerRewards customerId={c.id} />
      <CustomerReferrals customerId={c.id} operatorRole={role} />
    </>
  );
}
