// The salad shooter (issue 40; docs/decisions/221-salad-shooter.md): a strip of a few salads, sides and fruit for an
// open week's box, each with its price and why it is offered; "Add <item>" puts one package in the box, the figures
// come from the server's answer, and for 5 seconds a notice offers "Undo", which takes back exactly that package. A
// refusal (no room: 409 box_full) is said in the strip in the server's words. No items: no strip.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { SaladShooterItem } from '@larder/contracts/schemas/salad-shooter';
import { formatCents } from '@larder/contracts/values/money';
import { SALAD_SHOOTER_UNDO_MS, SaladShooterText } from '@larder/contracts/values/salad-shooter';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { ItemPicture } from '../../../ui/item-picture';
import { Paragraph } from '../../../ui/paragraph';
import { useSaladShooterOffer, useShot } from '../api/salad-shooter-client';
import './salad-shooter.css';

const FAILED = 'That did not work. Please try again.';
const problemOf = (error: unknown) => (error instanceof ApiError && error.detail ? error.detail : FAILED);

export interface SaladShooterStripProps {
  order: Order;
  pictureOrigin: string;
  /** Puts a changed order where the page shows the box (the subscription's figures, read again). */
  onOrder: (order: Order) => Promise<void>;
}

export function SaladShooterStrip({ order, pictureOrigin, onOrder }: SaladShooterStripProps) {
  const headingId = useId();
  const offer = useSaladShooterOffer(order.id);
  const add = useShot(order.id, 'POST', onOrder);
  const undo = useShot(order.id, 'DELETE', onOrder);
  const [shot, setShot] = useState<SaladShooterItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The Undo stays 5 seconds after a tap.
  useEffect(() => {
    if (!shot) return;
    const timer = setTimeout(() => setShot(null), SALAD_SHOOTER_UNDO_MS);
    return () => clearTimeout(timer);
  }, [shot]);

  const items = offer.data?.items ?? [];
  if (items.length === 0 && !shot && !problem) return null;
  const busy = add.isPending || undo.isPending;

  const onAdd = (item: SaladShooterItem) => {
    setProblem(null);
    add.mutateAsync(item).then(
      () => {
        setNotice(SaladShooterText.added(item.name));
        setShot(item);
      },
      (error) => setProblem(problemOf(error)),
    );
  };
  const onUndo = (item: SaladShooterItem) => {
    setShot(null);
    undo.mutateAsync(item).then(
      () => setNotice(SaladShooterText.removed(item.name)),
      (error) => setProblem(problemOf(error)),
    );
  };

  return (
    <section className="salad-shooter" aria-labelledby={headingId}>
      <Heading variant="H5" level={3} id={headingId}>
        {SaladShooterText.Heading}
      </Heading>
      <Paragraph>{SaladShooterText.Intro}</Paragraph>
      {items.length > 0 && (
        <ul className="salad-shooter__items">
          {items.map((item) => (
            <li key={`${item.type}:${item.id}`} className="salad-shooter__item">
              <ItemPicture src={`${pictureOrigin}${item.picture}`} size={40} />
              <span className="salad-shooter__name">
                {item.name}
                <span className="salad-shooter__price">{formatCents(item.unit_price_cents)}</span>
                <span className="salad-shooter__reason">{item.reason}</span>
              </span>
              <Button
                size="small"
                prominence="secondary"
                aria-label={SaladShooterText.addLabel(item.name)}
                isDisabled={busy}
                onClick={() => onAdd(item)}
              >
                {SaladShooterText.AddButton}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="salad-shooter__notice" role="status">
        {shot ? (
          <>
            <span>{SaladShooterText.added(shot.name)}</span>
            <Button size="small" prominence="tertiary-underlined" isDisabled={busy} onClick={() => onUndo(shot)}>
              {SaladShooterText.Undo}
            </Button>
          </>
        ) : (
          notice
        )}
      </div>
      {problem && (
        <Paragraph className="salad-shooter__problem" role="alert">
          {problem}
        </Paragraph>
      )}
    </section>
  );
}
