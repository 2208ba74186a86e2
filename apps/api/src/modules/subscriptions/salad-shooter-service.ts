// The salad shooter (issue 40; docs/decisions/221-salad-shooter.md): for one of the customer's open weeks, a few
// salads, sides and fruit that keep their hard rules (the menu's check: plan/menu.ts hiddenBecause), are not in the
// box yet and fit the room it has left; liked first, at most two of a kind before the rest. A tap adds one package
// through the box editor (orders/box-editor.ts, the one owner of order lines) with the line's source recorded; Undo
// takes back only that package.
import type { CatalogueItem } from '@larder/contracts/schemas/catalogue';
import type { Order } from '@larder/contracts/schemas/checkout';
import type { SaladShooterItem, SaladShooterOffer, SaladShooterPick } from '@larder/contracts/schemas/salad-shooter';
import { roomLeft } from '@larder/contracts/values/box-capacity';
import {
  SALAD_SHOOTER_MAX_ITEMS,
  SALAD_SHOOTER_MIN_ITEMS,
  SALAD_SHOOTER_SOURCE,
  type SaladShooterKind,
  SaladShooterMessage,
  SaladShooterText,
} from '@larder/contracts/values/salad-shooter';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { BoxEditor } from '../orders/box-editor';
import type { OrderReader } from '../orders/order-view';
import { SIDE_DISH_TYPE } from '../plan/catalogue-index';
import type { PlanService } from '../plan/service';
import { openWeek } from './menu-service';

/** Dish type ids of the taxonomy (stable seed ids: seed/data/dish-types.json). */
const MAIN_SALAD_TYPE = 15;
const PRODUCE_TYPE = 26;
/** Of one kind, at most this many before the other kinds have had their turn. */
const PER_KIND_FIRST = 2;

/**
 * Salad (dish type "main salad"), side ("side dish"), or fruit: produce offered for breakfast, snacks or sweets but
 * never as part of a lunch or dinner (bananas, berries, grapes; not onions or kale). Anything else: undefined.
 */
export function saladShooterKind(item: CatalogueItem): SaladShooterKind | undefined {
  if (item.dish_type === MAIN_SALAD_TYPE) return 'salad';
  if (item.dish_type === SIDE_DISH_TYPE) return 'side';
  const meal = item.occasions.includes('lunch') || item.occasions.includes('dinner');
  if (item.dish_type === PRODUCE_TYPE && !meal) return 'fruit';
  return undefined;
}

interface Candidate {
  item: SaladShooterItem;
  score: number;
}

/** Liked first (ties: cheaper, then by name), at most PER_KIND_FIRST of a kind until the other kinds are used up. */
export function chooseItems(candidates: readonly Candidate[]): SaladShooterItem[] {
  const ranked = [...candidates].sort(
    (a, b) =>
      b.score - a.score || a.item.unit_price_cents - b.item.unit_price_cents || a.item.name.localeCompare(b.item.name),
  );
  const chosen: Candidate[] = [];
  const perKind = new Map<SaladShooterKind, number>();
  for (const candidate of ranked) {
    if (chosen.length === SALAD_SHOOTER_MAX_ITEMS) break;
    const count = perKind.get(candidate.item.kind) ?? 0;
    if (count >= PER_KIND_FIRST) continue;
    perKind.set(candidate.item.kind, count + 1);
    chosen.push(candidate);
  }
  for (const candidate of ranked) {
    if (chosen.length === SALAD_SHOOTER_MAX_ITEMS) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  if (chosen.length < SALAD_SHOOTER_MIN_ITEMS) return [];
  return chosen.map((candidate) => candidate.item);
}

export class SaladShooterService {
  constructor(
    private readonly clock: Clock,
    private readonly orders: OrderReader,
    private readonly plans: PlanService,
    private readonly boxes: BoxEditor,
  ) {}

  async offer(customerId: number, orderId: number): Promise<SaladShooterOffer> {
    const order = await openWeek(this.clock, this.orders, customerId, orderId);
    const { entries } = await this.plans.menu(customerId);
    const inBox = new Set(order.lines.map((line) => `${line.type}:${line.id}`));
    const room = roomLeft(order.box_space);
    const candidates: Candidate[] = [];
    for (const { item, hiddenBecause, score } of entries) {
      const kind = saladShooterKind(item);
      if (!kind || hiddenBecause.length > 0 || inBox.has(`${item.type}:${item.id}`)) continue;
      if (item.volume > room.volume || (item.cold && item.volume > room.cold)) continue;
      candidates.push({
        score,
        item: {
          type: item.type,
          id: item.id,
          name: item.name,
          picture: item.picture,
          unit_price_cents: item.price_cents,
          volume: item.volume,
          cold: item.cold,
          kind,
          reason: SaladShooterText.reason(kind, score > 0),
        },
      });
    }
    return { items: chooseItems(candidates) };
  }

  /** One package of a salad, side or fruit into the box (400 for anything else), its line's source recorded. */
  async add(customerId: number, orderId: number, pick: SaladShooterPick): Promise<Order> {
    await openWeek(this.clock, this.orders, customerId, orderId);
    const { entries } = await this.plans.menu(customerId);
    const entry = entries.find(({ item }) => item.type === pick.type && item.id === pick.id);
    if (!entry || !saladShooterKind(entry.item)) {
      throw new HttpError(400, 'not_offered', SaladShooterMessage.NotOffered, { id: [SaladShooterMessage.NotOffered] });
    }
    return this.boxes.addOne(customerId, orderId, pick, SALAD_SHOOTER_SOURCE);
  }

  /** Undo: takes back the package the strip added (nothing else; a second undo changes nothing). */
  async remove(customerId: number, orderId: number, pick: SaladShooterPick): Promise<Order> {
    return this.boxes.removeOne(customerId, orderId, pick, SALAD_SHOOTER_SOURCE);
  }
}
