// Stripe, as the gift page drives it against the Stripe stand-in (test/stand-ins/stripe).
import type { StripeStandIn } from '@larder/stand-ins/stripe';

/**
 * A guest's card confirmed in the Payment Element, as the gift page sends it with a purchase: `startSetup` asks the
 * API for a setup (`POST /api/v2/gift-cards/payment-setup/`, in-process or over HTTP) and answers its JSON.
 */
export async function confirmedGuestCard(
  standIn: StripeStandIn,
  startSetup: () => Promise<unknown>,
  cardNumber = '4242424242424242',
): Promise<{ setup_intent_id: string; customer_id: string }> {
  const setup = (await startSetup()) as { client_secret: string; customer_id: string };
  const confirmed = (await standIn.confirmAsStripeJs(setup.client_secret, cardNumber)).body as { id: string };
  return { setup_intent_id: confirmed.id, customer_id: setup.customer_id };
}
