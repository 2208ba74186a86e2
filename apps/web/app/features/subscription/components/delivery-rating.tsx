// The delivery rating module (`web.delivery_rating_module`): after a box is delivered, how it was — 1 to 5 stars,
// what went wrong, words, and (`web.perceived_value_questions`) whether it was worth what was paid. Sent once; then a
// thank-you; a box rated before (the order's `delivery_rating`) says how it was rated. A reason that a problem report
// credits (damaged, warm, missing, not fresh) leads to "Report a problem" while its window is open (one problem flow).
// A refusal (already rated, too late) shows the API's message.
import type { Order } from '@larder/contracts/schemas/checkout';
import {
  DELIVERY_RATING_REASONS,
  type DeliveryRatingReason,
  FEEDBACK_COMMENT_MAX_LENGTH,
  WORTH_ANSWERS,
  type WorthAnswer,
} from '@larder/contracts/values/ratings';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { RadioGroup } from '../../../ui/radio-group';
import { TextInput } from '../../../ui/text-input';
import { useRateDelivery } from '../api/subscription-client';
import { DeliveryRatingText } from '../model/texts';
import { failureMessage } from './notify';

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((count) => ({ value: String(count), label: DeliveryRatingText.star(count) }));
const REASON_OPTIONS = DELIVERY_RATING_REASONS.map((reason) => ({
  value: reason,
  label: DeliveryRatingText.ReasonText[reason],
}));
const WORTH_OPTIONS = WORTH_ANSWERS.map((answer) => ({ value: answer, label: DeliveryRatingText.WorthText[answer] }));

/** The rating's reasons a problem report credits: ticking one leads to the report (one problem flow, issue 39). */
const REPORTED_REASONS: readonly DeliveryRatingReason[] = ['damaged', 'warm', 'missing_items', 'not_fresh'];

export function DeliveryRatingForm({
  order,
  askWorth,
  reportProblem,
  linked,
}: {
  order: Order;
  askWorth: boolean;
  /** The way to report the box's problems while that window is open (past-box.tsx composes it). */
  reportProblem?: ReactNode;
  /**
   * Set when the page was opened from the delivered email's link to this box's rating (model/rating-link.ts): the form
   * is brought into view with those stars chosen (when the link chose some), ready to send; it is never sent for them.
   */
  linked?: { stars: number | null };
}) {
  const rate = useRateDelivery();
  const [stars, setStars] = useState<string | null>(linked?.stars ? String(linked.stars) : null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [worth, setWorth] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `rate-delivery-${order.id}`;
  const regionName = DeliveryRatingText.region(order.delivery.label);
  const sectionRef = useRef<HTMLElement>(null);
  const linkedHere = linked !== undefined;
  // The link's `#rate-delivery-<id>`: this part of the page is rendered after hydration, so the browser found no such
  // element when it loaded; bring it into view once, and put the focus on the button that sends the rating.
  useEffect(() => {
    if (!linkedHere) return;
    const section = sectionRef.current;
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus({ preventScroll: true });
  }, [linkedHere]);

  if (rate.isSuccess || order.delivery_rating) {
    return (
      <section className="delivery-rating" aria-label={regionName} ref={sectionRef}>
        <Heading variant="H5" level={3} id={headingId}>
          {DeliveryRatingText.Heading}
        </Heading>
        {rate.isSuccess ? (
          <Paragraph role="status">{DeliveryRatingText.Thanks}</Paragraph>
        ) : (
          <Paragraph>{DeliveryRatingText.rated(order.delivery_rating?.stars ?? 0)}</Paragraph>
        )}
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setProblem(DeliveryRatingText.StarsRequired);
      return;
    }
    setProblem(null);
    rate.mutate(
      {
        orderId: order.id,
        stars: Number(stars),
        reasons: reasons as DeliveryRatingReason[],
        comment: comment.trim() || undefined,
        worth: askWorth && worth ? (worth as WorthAnswer) : undefined,
      },
      { onError: (error) => setProblem(failureMessage(error, DeliveryRatingText.Failed)) },
    );
  };

  return (
    <section className="delivery-rating" aria-label={regionName} ref={sectionRef}>
      <Heading variant="H5" level={3} id={headingId}>
        {DeliveryRatingText.Heading}
      </Heading>
      <Paragraph variant="caption">{DeliveryRatingText.intro(order.delivery.label)}</Paragraph>
      <form className="delivery-rating__form" onSubmit={onSubmit} noValidate>
        <RadioGroup
          label={DeliveryRatingText.Stars}
          appearance="stars"
          options={STAR_OPTIONS}
          value={stars}
          onChange={(value) => {
            setStars(value);
            setProblem(null);
          }}
          isRequired
        />
        <CheckboxGroup
          label={DeliveryRatingText.Reasons}
          options={REASON_OPTIONS}
          value={reasons}
          onChange={setReasons}
        />
        {reasons.some((reason) => REPORTED_REASONS.includes(reason as DeliveryRatingReason)) && (
          <div className="delivery-rating__report">
            {reportProblem ? (
              <>
                <Paragraph>{DeliveryRatingText.ReportInstead}</Paragraph>
                {reportProblem}
              </>
            ) : (
              <Paragraph>{DeliveryRatingText.ReportClosed}</Paragraph>
            )}
          </div>
        )}
        {askWorth && (
          <RadioGroup label={DeliveryRatingText.Worth} options={WORTH_OPTIONS} value={worth} onChange={setWorth} />
        )}
        <TextInput
          label={DeliveryRatingText.Comment}
          value={comment}
          onChange={setComment}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        />
        {problem && (
          <Paragraph role="alert" className="delivery-rating__error">
            {problem}
          </Paragraph>
        )}
        <div>
          <Button type="submit" size="small" isLoading={rate.isPending}>
            {DeliveryRatingText.Send}
          </Button>
        </div>
      </form>
    </section>
  );
}
