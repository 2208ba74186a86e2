// A week's box before its cutoff (issue 16): each line with its picture, the reason naming the learned signal the plan
// engine chose it for (issue 43; none for what the customer put in), quantity (− / +), remove, swap and the
// customer's thumbs; "Add items" opens the shop; the totals are the server's after each change. A + that the box's
// room would refuse is disabled, with one sentence saying why (issue 39). A refusal says why.
import type { BoxLine, Order } from '@larder/contracts/schemas/checkout';
import { amountOfFood as amountOf } from '@larder/contracts/values/amount-of-food';
import { fitsInBox } from '@larder/contracts/values/box-room';
import { BOX_LINE_QUANTITY_MAX } from '@larder/contracts/values/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { RewardsText } from '@larder/contracts/values/rewards';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { AmountOfFood } from '../../../ui/amount-of-food';
import { Button } from '../../../ui/button';
import { ItemPicture } from '../../../ui/item-picture';
import { Paragraph } from '../../../ui/paragraph';
import { useSwapLine, useUpdateLine } from '../api/subscription-client';
import { BoxText } from '../model/texts';
import { BoxSpaceGauge } from './box-space';
import { failureToast, successToast } from './notify';

// The shop's code (its search, filters and React Aria's select) loads when it is first opened.
const ShopDialog = lazy(() => import('./shop-dialog').then((module) => ({ default: module.ShopDialog })));

function Line({
  order,
  line,
  pictureOrigin,
  itemRating,
  fullNoteId,
}: {
  order: Order;
  line: BoxLine;
  pictureOrigin: string;
  itemRating?: (line: BoxLine) => ReactNode;
  /** The id of the box's "Your box is full" sentence, which a + the room disabled points to. */
  fullNoteId: string;
}) {
  const update = useUpdateLine();
  const swap = useSwapLine();
  const busy = update.isPending || swap.isPending;
  const roomForOneMore = fitsInBox(order.box_space, line);
  // The promise, not mutate's callbacks: a line removed or swapped is gone from the box before the change is done
  // (the figures are read again first), and a callback of an unmounted line would never say so.
  const setQuantity = (quantity: number) =>
    update
      .mutateAsync({ orderId: order.id, type: line.type, id: line.id, quantity })
      .then(() => successToast(quantity === 0 ? BoxText.removed(line.name) : BoxText.Updated), failureToast);
  const onSwap = () =>
    swap.mutateAsync({ orderId: order.id, type: line.type, id: line.id }).then((changed) => {
      const before = new Set(order.lines.map((entry) => `${entry.type}:${entry.id}`));
      const added = changed.lines.find((entry) => !before.has(`${entry.type}:${entry.id}`));
      successToast(added ? BoxText.swapped(line.name, added.name) : BoxText.Updated);
    }, failureToast);
  return (
    <li className="box-editor__line">
      {/* Lazy, like the plan's: fetched after the page's layout, so they do not compete with its first paint. */}
      <ItemPicture src={`${pictureOrigin}${line.picture}`} size={40} />
      <span className="box-editor__name">
        {line.name}
        <span className="box-editor__price">{formatCents(line.line_total_cents)}</span>
      </span>
      {/* Its own row under the name, as wide as the line: one line at 390 px where the name's column is narrow. */}
      {line.reason && <span className="box-editor__reason">{line.reason}</span>}
      <span className="box-editor__stepper">
        <Button
          size="small"
          prominence="secondary"
          aria-label={BoxText.Decrease(line.name)}
          isDisabled={busy || line.quantity <= 1}
          onClick={() => setQuantity(line.quantity - 1)}
        >
          −
        </Button>
        <output aria-label={BoxText.quantity(line.quantity)} aria-live="polite">
          {line.quantity}
        </output>
        <Button
          size="small"
          prominence="secondary"
          aria-label={BoxText.Increase(line.name)}
          aria-describedby={roomForOneMore ? undefined : fullNoteId}
          isDisabled={busy || line.quantity >= BOX_LINE_QUANTITY_MAX || !roomForOneMore}
          onClick={() => setQuantity(line.quantity + 1)}
        >
          +
        </Button>
      </span>
      <span className="box-editor__line-actions">
        <Button
          size="small"
          prominence="tertiary"
          aria-label={BoxText.SwapLabel(line.name)}
          isDisabled={busy}
          onClick={onSwap}
        >
          {BoxText.Swap}
        </Button>
        <Button
          size="small"
          prominence="tertiary"
          aria-label={BoxText.RemoveLabel(line.name)}
          isDisabled={busy}
          onClick={() => setQuantity(0)}
        >
          {BoxText.Remove}
        </Button>
        {itemRating?.(line)}
      </span>
    </li>
  );
}

export function Totals({ order }: { order: Order }) {
  const { totals } = order;
  return (
    <dl className="box-editor__totals">
      <dt>{BoxText.Subtotal}</dt>
      <dd>{formatCents(totals.subtotal_cents)}</dd>
      {totals.discount_cents > 0 && (
        <>
          <dt>{BoxText.Discount}</dt>
          <dd>−{formatCents(totals.discount_cents)}</dd>
        </>
      )}
      <dt>{BoxText.Delivery}</dt>
      <dd>{totals.delivery_fee_cents === 0 ? BoxText.FreeDelivery : formatCents(totals.delivery_fee_cents)}</dd>
      {totals.points_cents > 0 && (
        <>
          <dt>{RewardsText.heading}</dt>
          <dd>−{formatCents(totals.points_cents)}</dd>
        </>
      )}
      {totals.credits_cents > 0 && (
        <>
          <dt>{BoxText.Credits}</dt>
          <dd>−{formatCents(totals.credits_cents)}</dd>
        </>
      )}
      <dt className="box-editor__total">{BoxText.Total}</dt>
      <dd className="box-editor__total">{formatCents(totals.total_cents)}</dd>
    </dl>
  );
}

export function BoxEditor({
  order,
  pictureOrigin,
  amountOfFood = false,
  itemRating,
}: {
  order: Order;
  pictureOrigin: string;
  /** The amount of food module (`web.amount_of_food_module`, read by the route). */
  amountOfFood?: boolean;
  /** The customer's thumbs on one item (composed by the route). */
  itemRating?: (line: BoxLine) => ReactNode;
}) {
  const [shopping, setShopping] = useState(false);
  const shopOpened = useOpenedOnce(shopping);
  const fullNoteId = useId();
  const { totals } = order;
  // One sentence for every + the box's room disabled, not one a line.
  const someFull = order.lines.some((line) => !fitsInBox(order.box_space, line));
  return (
    <div className="box-editor">
      {order.lines.length === 0 ? (
        <Paragraph>{BoxText.Empty}</Paragraph>
      ) : (
        <ul className="box-editor__lines">
          {order.lines.map((line) => (
            <Line
              key={`${line.type}:${line.id}`}
              order={order}
              line={line}
              pictureOrigin={pictureOrigin}
              itemRating={itemRating}
              fullNoteId={fullNoteId}
            />
          ))}
          {order.free_gift && (
            <li className="box-editor__line" data-free-gift>
              <ItemPicture src={`${pictureOrigin}${order.free_gift.picture}`} size={40} />
              <span className="box-editor__name">
                {order.free_gift.name}
                <span className="box-editor__price">{BoxText.freeGift(formatCents(0))}</span>
              </span>
            </li>
          )}
        </ul>
      )}
      {someFull && (
        <Paragraph id={fullNoteId} className="box-editor__full" role="status">
          {BoxText.FullForThis}
        </Paragraph>
      )}
      <BoxSpaceGauge space={order.box_space} />
      {amountOfFood && order.household && <AmountOfFood amount={amountOf(order.lines, order.household)} />}
      {order.lines.length > 0 && totals.subtotal_cents < totals.min_order_cents && (
        <Paragraph role="status">{BoxText.belowMinimum(formatCents(totals.min_order_cents))}</Paragraph>
      )}
      <div className="box-editor__footer">
        <Button prominence="secondary" onClick={() => setShopping(true)}>
          {BoxText.AddItems}
        </Button>
        <Totals order={order} />
      </div>
      {shopOpened && (
        <Suspense fallback={null}>
          <ShopDialog order={order} isOpen={shopping} onOpenChange={setShopping} pictureOrigin={pictureOrigin} />
        </Suspense>
      )}
    </div>
  );
}
