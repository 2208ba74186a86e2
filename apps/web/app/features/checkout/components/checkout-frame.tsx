// The frame of every checkout page: the header, the breadcrumb with Checkout current, the step, and the box.
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { CheckoutText } from '../model/checkout-texts';
import './checkout.css';

export function CheckoutFrame({
  heading,
  summary,
  children,
  busy = false,
}: {
  heading: string;
  summary?: ReactNode;
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <>
      <Header />
      <main className="checkout" aria-busy={busy || undefined}>
        <Breadcrumb
          label={CheckoutText.BreadcrumbLabel}
          steps={CheckoutText.Breadcrumb.map((label) => ({ label }))}
          currentIndex={CheckoutText.BreadcrumbCurrent}
        />
        <div className="checkout__columns">
          <div className="checkout__step">
            <Heading variant="H1">{heading}</Heading>
            {children}
          </div>
          {summary}
        </div>
      </main>
    </>
  );
}
