// The checkout in progress (issue 15): the box (from this week's plan, then edited), the delivery address and day,
// and the promo code, kept on the server so a reload or another device resumes. Totals always come from priceBox.

import { picturePath } from '@larder/contracts/schemas/catalogue';
import type { BoxLineUpdate, Checkout, Totals } from '@larder/contracts/schemas/checkout';
import type { ShippingRequest } from '@larder/contracts/schemas/shipping';
import { BOX_LINES_MAX, CheckoutErrorCode, CheckoutMessage, ShippingMessage } from '@larder/contracts/values/checkout';
import { DEFAULT_PROMO_CODE_CONFIG } from '@larder/contracts/values/dynamic-configs';
import { HouseholdMessage } from '@larder/contracts/values/offers';
import type { Db, DbOrTx } from '../../db/database';
import type { AddressSnapshot } from '../../db/schema/checkout';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { getConfigValue } from '../configs/repository';
import { creditBalance } from '../credits/ledger';
import { type DeliveryService, deliveryDateBody } from '../deliveries/service';
import { lookupZip } from '../deliveries/zip-directory';
import { findFirstOrder } from '../orders/order-reads';
import { hasSubscription } from '../orders/subscription-rows';
import { findPaymentMethod } from '../payments/repository';
import type { PlanService } from '../plan/service';
import { findQuiz } from '../preferences/repository';
import { boxLinesFromPlan } from '../pricing/box-lines';
import { findCatalogueItem } from '../pricing/catalogue-price';
import { foodHousehold, lineFacts } from '../pricing/food-facts';
import { freeGiftOptions, giftOf } from '../pricing/free-gift';
import { lineBody } from '../pricing/line-body';
import { priceBox } from '../pricing/pricing';
import { readPricingRules } from '../pricing/pricing-rules';
import { householdHadFirstOrder } from '../promos/household';
import { findPromoById, findPromoCode, type PromoCodeRow } from '../promos/repository';
import { appliedPromo } from '../promos/service';
import { type CheckoutOffer, discountOfOffer, offerOf, promoProblem } from './promo-checks';
import * as repository from './repository';

type ShippingInput = ShippingRequest & { phone: string };

const fieldError = (field: string, message: string, code: string) =>
  new HttpError(400, code, message, { [field]: [message] });

export const alreadyOrdered = () =>
  new HttpError(409, CheckoutErrorCode.AlreadyOrdered, CheckoutMessage.AlreadyOrdered);

export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly plans: PlanService,
    private readonly deliveries: DeliveryService,
    readonly providerName: 'test' | 'stripe',
  ) {}

  /** Totals of a checkout's lines with its promo and zone, less the credits given (the customer's balance). */
  async totals(
    db: DbOrTx,
    row: repository.CheckoutRow | undefined,
    lines: readonly repository.CheckoutLineRow[],
    availableCreditsCents = 0,
    known?: CheckoutOffer,
  ): Promise<Totals> {
    const rules = await readPricingRules(db);
    const zone = row?.zoneCode ? await this.deliveries.zoneByCode(row.zoneCode, db) : undefined;
    const offer = known ?? (row ? await offerOf(db, row.customerId, row, lines) : undefined);
    return priceBox(
      lines,
      offer ? discountOfOffer(offer) : null,
      { ...rules, deliveryFeeCents: zone?.deliveryFeeCents ?? rules.deliveryFeeCents },
      availableCreditsCents,
    );
  }

  /**
   * Reads in parallel: never inside a transaction (its one connection takes one query at a time). The totals show
   * the credits that will pay (the balance, up to the total), as the order spends them at its cutoff.
   */
  async view(customerId: number): Promise<Checkout> {
    const { db } = this;
    const [row, lines, order, quiz, giftOptions, credits] = await Promise.all([
      repository.findCheckout(db, customerId),
      repository.listCheckoutLines(db, customerId),
      findFirstOrder(db, customerId),
      findQuiz(db, customerId),
      freeGiftOptions(db),
      creditBalance(db, customerId),
    ]);
    const offer = row ? await offerOf(db, customerId, row, lines) : undefined;
    const [totals, promo, card, zone, householdUsed, facts, household] = await Promise.all([
      this.totals(db, row, lines, credits, offer),
      row?.promoCodeId ? findPromoById(db, row.promoCodeId) : undefined,
      row?.paymentMethodId ? findPaymentMethod(db, row.paymentMethodId) : undefined,
      row?.zoneCode ? this.deliveries.zoneByCode(row.zoneCode, db) : undefined,
      row?.promoCodeId ? householdHadFirstOrder(db, customerId, row) : false,
      lineFacts(db, lines),
      foodHousehold(db, customerId),
    ]);
    const delivery = zone && row?.deliveryDate ? this.deliveries.dateIn(zone, row.deliveryDate) : undefined;
    return {
      lines: lines.map((line) => lineBody(line, facts)),
      totals,
      shipping: row?.address ?? null,
      delivery: delivery ? deliveryDateBody(delivery) : null,
      promo: promo ? appliedPromo(promo) : null,
      card: card ? { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear } : null,
      payment_provider: this.providerName,
      household,
      order_id: order?.id ?? null,
      promo_refusal: householdUsed ? `${HouseholdMessage.OfferUsed} ${HouseholdMessage.NotApplied}` : null,
      referral_offer_cents: offer?.referralCents ?? null,
      has_quiz: quiz !== undefined,
      free_gift_options: giftOptions,
      free_gift: giftOf(giftOptions, row?.freeGiftProductId),
    };
  }

  /** Turns this week's plan into the box (the plan page's Continue): its items, merged, at today's prices. */
  async fillFromPlan(customerId: number): Promise<Checkout> {
    const plan = await this.plans.plan(customerId);
    const lines = boxLinesFromPlan(plan);
    await this.db.transaction(async (tx) => {
      if (await hasSubscription(tx, customerId)) throw alreadyOrdered();
      const existing = await repository.findCheckout(tx, customerId);
      // A new checkout starts with the offer the sign-up page showed (web.default_promo_code), when it applies.
      const offer = existing ? undefined : await this.defaultOffer(tx, customerId);
      await repository.upsertCheckout(tx, customerId, offer ? { promoCodeId: offer.id } : {}, this.clock.now());
      await repository.replaceCheckoutLines(tx, customerId, lines);
    });
    return this.view(customerId);
  }

  /** Sets a line's quantity (0 removes it); a new line takes the catalogue's price. */
  async updateLine(customerId: number, update: BoxLineUpdate): Promise<Checkout> {
    await this.db.transaction(async (tx) => {
      await repository.upsertCheckout(tx, customerId, {}, this.clock.now());
      if (update.quantity === 0) {
        await repository.deleteCheckoutLine(tx, customerId, update.type, update.id);
        return;
      }
      const existing = await repository.findCheckoutLine(tx, customerId, update.type, update.id);
      if (existing) {
        await repository.upsertCheckoutLine(tx, { ...existing, quantity: update.quantity });
        return;
      }
      const item = await findCatalogueItem(tx, update.type, update.id);
      if (!item) throw new HttpError(400, CheckoutErrorCode.ItemUnavailable, CheckoutMessage.ItemUnavailable);
      const lines = await repository.listCheckoutLines(tx, customerId);
      if (lines.length >= BOX_LINES_MAX) {
        throw new HttpError(400, CheckoutErrorCode.ItemUnavailable, CheckoutMessage.ItemUnavailable);
      }
      await repository.upsertCheckoutLine(tx, {
        customerId,
        itemType: update.type,
        itemId: update.id,
        name: item.name,
        picture: picturePath(item.picture),
        quantity: update.quantity,
        unitPriceCents: item.priceCents,
        position: lines.length,
        // Put in by the customer: no learned reason.
        reason: null,
      });
    });
    return this.view(customerId);
  }

  /** Picks the free gift: one of those offered (400 otherwise). */
  async chooseFreeGift(customerId: number, productId: number): Promise<Checkout> {
    const options = await freeGiftOptions(this.db);
    if (!options.some((gift) => gift.id === productId)) {
      throw fieldError('product_id', CheckoutMessage.FreeGiftUnavailable, CheckoutErrorCode.FreeGiftUnavailable);
    }
    await this.db.transaction(async (tx) => {
      if (await hasSubscription(tx, customerId)) throw alreadyOrdered();
      await repository.upsertCheckout(tx, customerId, { freeGiftProductId: productId }, this.clock.now());
    });
    return this.view(customerId);
  }

  /** Checks the ZIP, its zone and the chosen day, then saves the address and day. */
  async saveShipping(customerId: number, request: ShippingInput): Promise<Checkout> {
    const place = lookupZip(request.zip);
    if (!place) throw fieldError('zip', ShippingMessage.ZipUnknown, CheckoutErrorCode.ZipUnknown);
    const zone = await this.deliveries.zoneFor(request.zip);
    if (!zone) throw fieldError('zip', ShippingMessage.ZipNotServed, CheckoutErrorCode.ZipNotServed);
    if (!this.deliveries.dateIn(zone, request.delivery_date)) {
      throw fieldError(
        'delivery_date',
        ShippingMessage.DeliveryDateUnavailable,
        CheckoutErrorCode.DeliveryDateUnavailable,
      );
    }
    const { delivery_date: deliveryDate, ...rest } = request;
    const address: AddressSnapshot = {
      first_name: rest.first_name,
      last_name: rest.last_name,
      address1: rest.address1,
      address2: rest.address2 ?? '',
      city: rest.city,
      state: rest.state,
      zip: rest.zip,
      phone: rest.phone,
      delivery_instructions: rest.delivery_instructions ?? '',
    };
    await repository.upsertCheckout(
      this.db,
      customerId,
      { address, zoneCode: zone.code, deliveryDate },
      this.clock.now(),
    );
    return this.view(customerId);
  }

  /** The default offer's code when this customer may use it now. */
  private async defaultOffer(db: DbOrTx, customerId: number): Promise<PromoCodeRow | undefined> {
    const code = await getConfigValue(db, DEFAULT_PROMO_CODE_CONFIG);
    const row = code ? await findPromoCode(db, code) : undefined;
    return row && !(await promoProblem(db, row, customerId, this.clock.now())) ? row : undefined;
  }

  async applyPromo(customerId: number, code: string): Promise<Checkout> {
    const row = await findPromoCode(this.db, code);
    const problem = await promoProblem(this.db, row, customerId, this.clock.now());
    if (problem || !row) throw problem;
    await repository.upsertCheckout(this.db, customerId, { promoCodeId: row.id }, this.clock.now());
    return this.view(customerId);
  }

  async removePromo(customerId: number): Promise<Checkout> {
    await repository.upsertCheckout(this.db, customerId, { promoCodeId: null }, this.clock.now());
    return this.view(customerId);
  }
}
