/** @jsxRuntime automatic @jsxImportSource react */
// Every email we send, by name: what data it takes (checked again when the worker renders it, as it comes back from
// the database), its subject, and its React Email template. Rendering gives the HTML part and the plain-text part.
import { EmailLinkPath } from '@larder/contracts/values/account-security';
import { OPERATOR_ROLES } from '@larder/contracts/values/admin';
import { OPERATOR_SETUP_PATH } from '@larder/contracts/values/admin-team';
import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { BoxDeliveredEmail, boxDeliveredSubject } from './templates/box-delivered';
import { BoxReceiptEmail, boxReceiptSubject } from './templates/box-receipt';
import { CutoffReminderEmail, cutoffReminderSubject } from './templates/cutoff-reminder';
import {
  EmailChangeConfirmEmail,
  EmailChangedEmail,
  EmailChangeNoticeEmail,
  emailChangeConfirmSubject,
  emailChangedSubject,
  emailChangeNoticeSubject,
} from './templates/email-change';
import { EmailVerificationEmail, emailVerificationSubject } from './templates/email-verification';
import { GiftCardEmail, giftCardSubject } from './templates/gift-card';
import { GiftCardReceiptEmail, giftCardReceiptSubject } from './templates/gift-card-receipt';
import { OperatorInviteEmail, operatorInviteSubject } from './templates/operator-invite';
import { OrderConfirmationEmail, orderConfirmationSubject } from './templates/order-confirmation';
import { OrderSubstitutionEmail, orderSubstitutionSubject } from './templates/order-substitution';
import { OrderUpdateEmail, orderUpdateSubject } from './templates/order-update';
import { PasswordChangedEmail, passwordChangedSubject } from './templates/password-changed';
import { PasswordResetEmail, passwordResetSubject } from './templates/password-reset';
import { PauseEndingEmail, pauseEndingSubject } from './templates/pause-ending';
import { ProblemCreditEmail, problemCreditSubject } from './templates/problem-credit';
import {
  ReferralInviteEmail,
  ReferralRewardEmail,
  ReferralThanksEmail,
  referralInviteSubject,
  referralRewardSubject,
  referralThanksSubject,
} from './templates/referral';
import { SubscriptionUpdateEmail, subscriptionUpdateSubject } from './templates/subscription-update';
import { WeekSkippedEmail, weekSkippedSubject } from './templates/week-skipped';

export interface RenderContext {
  brand: string;
  /** `/my<brand>/`, the account home. */
  accountPath: string;
  /** The storefront's origin (PUBLIC_SITE_ORIGIN): every link starts with it. */
  siteOrigin: string;
}

const firstName = z.string().max(150);
/** The storefront's page where a signed-in customer redeems a gift card. */
const REDEEM_PATH = '/redeem/';
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const link = (context: RenderContext, pathname: string, query: Record<string, string> = {}) => {
  const url = new URL(pathname, context.siteOrigin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
};

interface Entry<Schema extends z.ZodType> {
  data: Schema;
  /** The subject line; some depend on the message's data. */
  subject: (context: RenderContext, data: z.infer<Schema>) => string;
  element: (data: z.infer<Schema>, context: RenderContext) => ReactElement;
}

const cents = z.number().int().min(0);
const addressLine = z.string().max(200);
const orderId = z.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const itemName = z.string().max(300);
/** The account's settings page, where the reminder and rating emails are turned off. */
const settingsPath = (context: RenderContext) => `${context.accountPath}settings/`;

const entry = <Schema extends z.ZodType>(value: Entry<Schema>) => value;

export const EMAIL_CATALOG = {
  password_reset: entry({
    data: z.object({ firstName, token }),
    subject: passwordResetSubject,
    element: (data, context) => (
      <PasswordResetEmail
        brand={context.brand}
        firstName={data.firstName}
        url={link(context, EmailLinkPath.ResetPassword, { token: data.token })}
      />
    ),
  }),
  email_verification: entry({
    data: z.object({ firstName, token }),
    subject: emailVerificationSubject,
    element: (data, context) => (
      <EmailVerificationEmail
        brand={context.brand}
        firstName={data.firstName}
        url={link(context, EmailLinkPath.VerifyEmail, { token: data.token })}
      />
    ),
  }),
  email_change_confirm: entry({
    data: z.object({ firstName, token, newEmail: z.string() }),
    subject: emailChangeConfirmSubject,
    element: (data, context) => (
      <EmailChangeConfirmEmail
        brand={context.brand}
        firstName={data.firstName}
        newEmail={data.newEmail}
        url={link(context, EmailLinkPath.ConfirmEmail, { token: data.token })}
      />
    ),
  }),
  email_change_notice: entry({
    data: z.object({ firstName, newEmail: z.string() }),
    subject: emailChangeNoticeSubject,
    element: (data, context) => (
      <EmailChangeNoticeEmail
        brand={context.brand}
        firstName={data.firstName}
        newEmail={data.newEmail}
        supportUrl={link(context, EmailLinkPath.ForgotPassword)}
      />
    ),
  }),
  email_changed: entry({
    data: z.object({ firstName, newEmail: z.string() }),
    subject: emailChangedSubject,
    element: (data, context) => (
      <EmailChangedEmail
        brand={context.brand}
        firstName={data.firstName}
        newEmail={data.newEmail}
        supportUrl={link(context, EmailLinkPath.ForgotPassword)}
      />
    ),
  }),
  password_changed: entry({
    data: z.object({ firstName }),
    subject: passwordChangedSubject,
    element: (data, context) => (
      <PasswordChangedEmail
        brand={context.brand}
        firstName={data.firstName}
        resetUrl={link(context, EmailLinkPath.ForgotPassword)}
      />
    ),
  }),
  order_confirmation: entry({
    data: z.object({
      firstName,
      orderId: z.number().int().positive(),
      deliveryLabel: z.string().max(100),
      cutoffLabel: z.string().max(100),
      address: z.object({
        first_name: addressLine,
        last_name: addressLine,
        address1: addressLine,
        address2: addressLine,
        city: addressLine,
        state: addressLine,
        zip: addressLine,
      }),
      lines: z.array(z.object({ name: z.string().max(300), quantity: z.number().int().positive(), totalCents: cents })),
      freeGift: z.string().max(300).optional(),
      totals: z.object({
        subtotalCents: cents,
        discountCents: cents,
        deliveryFeeCents: cents,
        creditsCents: cents,
        totalCents: cents,
      }),
    }),
    subject: orderConfirmationSubject,
    element: (data, context) => (
      <OrderConfirmationEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  order_update: entry({
    data: z.object({
      firstName,
      orderId: z.number().int().positive(),
      deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      kind: z.enum(['skipped', 'payment_failed', 'canceled']),
      reason: z.string().max(300),
    }),
    subject: (_context, data) => orderUpdateSubject(data.kind),
    element: (data, context) => (
      <OrderUpdateEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  order_substitution: entry({
    data: z.object({
      firstName,
      orderId: z.number().int().positive(),
      deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      changes: z.array(z.object({ from: z.string().max(300), to: z.string().max(300).nullable() })).max(100),
      totalCents: cents,
    }),
    subject: () => orderSubstitutionSubject(),
    element: (data, context) => (
      <OrderSubstitutionEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  problem_credit: entry({
    data: z.object({
      firstName,
      orderId: z.number().int().positive(),
      deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      lines: z.array(z.object({ name: z.string().max(300), problem: z.string().max(50), creditedCents: cents })),
      creditedCents: cents,
    }),
    subject: () => problemCreditSubject(),
    element: (data, context) => (
      <ProblemCreditEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  referral_invite: entry({
    data: z.object({
      referrerName: firstName,
      message: z.string().max(500),
      discountCents: cents,
      code: z.string().regex(/^[0-9a-f]{12}$/),
    }),
    subject: (context, data) => referralInviteSubject(context.brand, data.referrerName),
    element: (data, context) => (
      <ReferralInviteEmail
        brand={context.brand}
        referrerName={data.referrerName}
        message={data.message}
        discountCents={data.discountCents}
        url={link(context, `/r/${data.code}/`)}
      />
    ),
  }),
  referral_reward: entry({
    data: z.object({ firstName, friendName: firstName, creditedCents: cents }),
    subject: () => referralRewardSubject(),
    element: (data, context) => (
      <ReferralRewardEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  referral_thanks: entry({
    data: z.object({ firstName, referrerName: firstName }),
    subject: () => referralThanksSubject(),
    element: (data, context) => (
      <ReferralThanksEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  subscription_update: entry({
    data: z.object({
      firstName,
      kind: z.enum(['paused', 'resumed', 'canceled', 'reactivated', 'day_changed']),
      detail: z.string().max(300),
    }),
    subject: (_context, data) => subscriptionUpdateSubject(data.kind),
    element: (data, context) => (
      <SubscriptionUpdateEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  cutoff_reminder: entry({
    data: z.object({
      firstName,
      orderId,
      deliveryDate: isoDate,
      cutoff: z.string().max(100),
      lines: z.array(z.object({ name: itemName, quantity: z.number().int().positive() })).max(100),
      totalCents: cents,
    }),
    subject: (_context, data) => cutoffReminderSubject(data.deliveryDate),
    element: (data, context) => (
      <CutoffReminderEmail
        brand={context.brand}
        {...data}
        editUrl={link(context, context.accountPath)}
        settingsUrl={link(context, settingsPath(context))}
      />
    ),
  }),
  box_receipt: entry({
    data: z.object({
      firstName,
      orderId,
      deliveryDate: isoDate,
      lines: z.array(z.object({ name: itemName, quantity: z.number().int().positive(), totalCents: cents })).max(100),
      totals: z.object({
        subtotalCents: cents,
        discountCents: cents,
        deliveryFeeCents: cents,
        creditsCents: cents,
        totalCents: cents,
      }),
      card: z.string().max(100).nullable(),
    }),
    subject: (_context, data) => boxReceiptSubject(data.deliveryDate),
    element: (data, context) => (
      <BoxReceiptEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  box_delivered: entry({
    data: z.object({ firstName, orderId, deliveryDate: isoDate }),
    subject: () => boxDeliveredSubject(),
    element: (data, context) => (
      <BoxDeliveredEmail
        brand={context.brand}
        {...data}
        starUrls={[1, 2, 3, 4, 5].map(
          (stars) =>
            `${link(context, context.accountPath, { rate: String(data.orderId), stars: String(stars) })}#rate-delivery-${data.orderId}`,
        )}
        rateUrl={`${link(context, context.accountPath, { rate: String(data.orderId) })}#rate-delivery-${data.orderId}`}
        settingsUrl={link(context, settingsPath(context))}
      />
    ),
  }),
  week_skipped: entry({
    data: z.object({
      firstName,
      orderId,
      deliveryDate: isoDate,
      cutoff: z.string().max(100),
      nextDeliveryDate: isoDate.nullable(),
    }),
    subject: (_context, data) => weekSkippedSubject(data.deliveryDate),
    element: (data, context) => (
      <WeekSkippedEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  pause_ending: entry({
    data: z.object({ firstName, deliveryDate: isoDate }),
    subject: () => pauseEndingSubject(),
    element: (data, context) => (
      <PauseEndingEmail brand={context.brand} {...data} accountUrl={link(context, context.accountPath)} />
    ),
  }),
  gift_card: entry({
    data: z.object({
      recipientName: firstName,
      senderName: firstName,
      message: z.string().max(500),
      amountCents: cents,
      code: z.string().regex(/^GIFT(-[0-9A-Z]{4}){5}$/),
    }),
    subject: (context, data) => giftCardSubject(context.brand, data.senderName),
    element: (data, context) => (
      <GiftCardEmail brand={context.brand} {...data} redeemUrl={link(context, REDEEM_PATH)} />
    ),
  }),
  gift_card_receipt: entry({
    data: z.object({
      senderName: firstName,
      recipientName: firstName,
      recipientEmail: z.string().max(254),
      amountCents: cents,
      deliveryLabel: z.string().max(100),
      cardLast4: z.string().regex(/^\d{4}$/),
    }),
    subject: (context) => giftCardReceiptSubject(context.brand),
    element: (data, context) => <GiftCardReceiptEmail brand={context.brand} {...data} />,
  }),
  operator_invite: entry({
    data: z.object({
      token,
      role: z.enum(OPERATOR_ROLES),
      invitedBy: z.string().max(254),
      validHours: z.number().int().min(1).max(720),
    }),
    subject: operatorInviteSubject,
    element: ({ token: setupToken, ...data }, context) => (
      <OperatorInviteEmail
        brand={context.brand}
        {...data}
        url={link(context, OPERATOR_SETUP_PATH, { token: setupToken })}
      />
    ),
  }),
};

export type EmailTemplateName = keyof typeof EMAIL_CATALOG;
export type EmailData<Name extends EmailTemplateName> = z.input<(typeof EMAIL_CATALOG)[Name]['data']>;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function isTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(EMAIL_CATALOG, name);
}

/** The subject, HTML and plain text of a message; throws when the stored data no longer fits the template. */
export async function renderEmail(
  name: EmailTemplateName,
  data: unknown,
  context: RenderContext,
): Promise<RenderedEmail> {
  const template = EMAIL_CATALOG[name] as Entry<z.ZodType>;
  const parsed = template.data.parse(data);
  const element = template.element(parsed, context);
  const markup = toEmailMarkup(element);
  return { subject: template.subject(context, parsed), html: `${EMAIL_DOCTYPE}${markup}`, text: toPlainText(markup) };
}

/** React Email's doctype, which email clients expect. */
const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A template's markup, rendered at once: React Email's `render` streams through React's server renderer, whose
 * first use turns on Node's async hooks for every promise the process makes after (its AsyncLocalStorage), a cost
 * every API request then paid (issue 29). Our templates are synchronous, so the static renderer gives the same
 * markup. Image preloads React hoists into the head are left out, as React Email does: mail clients never use them.
 */
function toEmailMarkup(element: ReactElement): string {
  return renderToStaticMarkup(element)
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .replace(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*\/?>/gi, '');
}
