// The plan page (/plan/, and /survey/plan/ in the native apps): "Recommended for {first name}", a section per
// occasion with its size line, item cards with picture, price and reason, thumbs and a swap button per item, the week's total
// against the budget and a continue button to checkout. Before the customer call answers (and in the prerendered
// shell) it shows the loading state; anonymous visitors are asked to sign up or log in; a customer without a saved
// quiz gets a link to the quiz.
import type { Plan, PlanItem, PlanSection } from '@larder/contracts/schemas/plan';
import { amountFromSections } from '@larder/contracts/values/amount-of-food';
import type { Occasion } from '@larder/contracts/values/catalogue';
import { formatCents } from '@larder/contracts/values/money';
import { effectiveFrequency, PlanMessage } from '@larder/contracts/values/plan';
import { Frequency } from '@larder/contracts/values/preferences';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { publicEnv } from '../../../lib/env';
import { ApiError } from '../../../lib/request';
import { paths } from '../../../site-routes';
import { AmountOfFood } from '../../../ui/amount-of-food';
import { Button } from '../../../ui/button';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { usePlan } from '../api/get-plan';
import { useSwapPlanItem } from '../api/swap-plan-item';
import { budgetLine, itemPrice, type PlanViewer, planView } from '../model/plan-view';
import './plan.css';
import { catalogueItemPath, kindOfContentType } from '@larder/contracts/values/catalogue-paths';
import { ItemPicture } from '../../../ui/item-picture';

export interface PlanPageProps {
  viewer: PlanViewer;
  /** This page's own path, for the login link to come back to (/plan/ or /survey/plan/). */
  planPath: string;
  /** Asks again who is signed in (after the customer call failed). */
  onRetryViewer: () => void;
  /** The amount of food module (`web.amount_of_food_module`, read by the route). */
  amountOfFood?: boolean;
  /** The customer's thumbs on one item of the plan (composed by the route). */
  itemRating?: (item: PlanItem) => ReactNode;
  /**
   * Ask for the plan before the viewer is known, beside the customer call: the route expects a customer (this
   * browser was signed in when it last knew). Shown only once the viewer is known, as without it.
   */
  askEarly?: boolean;
}

export function PlanPage({
  viewer,
  planPath,
  onRetryViewer,
  amountOfFood = false,
  itemRating,
  askEarly = false,
}: PlanPageProps) {
  const query = usePlan(viewer.status === 'authenticated' || (viewer.status === 'loading' && askEarly));
  const view = planView(viewer, query);
  const retry = () => (viewer.status === 'error' ? onRetryViewer() : query.refetch());
  return (
    <div className="plan">
      <Header />
      <main className="page plan__main" aria-busy={view.kind === 'loading' || undefined}>
        {view.kind === 'ready' ? (
          <ReadyPlan plan={view.plan} firstName={view.firstName} amountOfFood={amountOfFood} itemRating={itemRating} />
        ) : (
          <PlanNotice view={view.kind} planPath={planPath} onRetry={retry} />
        )}
      </main>
    </div>
  );
}

function PlanNotice({
  view,
  planPath,
  onRetry,
}: {
  view: 'loading' | 'anonymous' | 'no-quiz' | 'error';
  planPath: string;
  onRetry: () => void;
}) {
  return (
    <section className="plan__notice">
      <Heading variant="H1">Your plan</Heading>
      {view === 'loading' && (
        <Paragraph variant="lead" role="status">
          Putting your week together…
        </Paragraph>
      )}
      {view === 'anonymous' && (
        <>
          <Paragraph variant="lead">Sign up or log in to see the plan built from your quiz answers.</Paragraph>
          <p className="plan__links">
            <Link className="plan__cta" to={paths.signup}>
              Sign up
            </Link>
            <Link to={`${paths.login}?next=${encodeURIComponent(planPath)}`}>Log in</Link>
          </p>
        </>
      )}
      {view === 'no-quiz' && (
        <>
          <Paragraph variant="lead">{PlanMessage.NoQuiz}</Paragraph>
          <p className="plan__links">
            <Link className="plan__cta" to={paths.quizStep('intro')}>
              Take the quiz
            </Link>
          </p>
        </>
      )}
      {view === 'error' && (
        <>
          <Paragraph variant="lead" role="alert">
            We could not load your plan just now.
          </Paragraph>
          <Button onClick={onRetry}>Try again</Button>
        </>
      )}
    </section>
  );
}

/** The sections to show: an empty one the customer answered "None" for is left out (issue 39). */
const shownSections = (plan: Plan) =>
  plan.sections.filter((section) => section.items.length > 0 || section.frequency !== Frequency.NEVER);

/** The amount of food from the plan's sections (meals counted as the plan counts them) and who the plan feeds. */
function planAmountOfFood(plan: Plan) {
  const frequencies: Record<Occasion, Frequency> = { breakfast: 2, lunch: 2, dinner: 2, snack: 2, sweet: 2 };
  for (const section of plan.sections) frequencies[section.occasion] = effectiveFrequency(section.frequency);
  return amountFromSections(plan.sections, { people: plan.people, frequencies });
}

function ReadyPlan({
  plan,
  firstName,
  amountOfFood,
  itemRating,
}: {
  plan: Plan;
  firstName: string;
  amountOfFood: boolean;
  itemRating?: (item: PlanItem) => ReactNode;
}) {
  const swap = useSwapPlanItem();
  const [swapping, setSwapping] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');

  const onSwap = async (section: PlanSection, item: PlanItem) => {
    setSwapping(`${section.occasion}:${item.key}`);
    setAnnouncement('');
    try {
      const result = await swap.mutateAsync({ occasion: section.occasion, type: item.type, id: item.id });
      setAnnouncement(`Swapped ${item.name} for ${result.replacement.name}.`);
    } catch (error) {
      setAnnouncement(
        error instanceof ApiError && error.status === 409
          ? PlanMessage.NoAlternative
          : 'That swap did not work. Please try again.',
      );
    } finally {
      setSwapping(undefined);
    }
  };

  return (
    <div className="plan__layout">
      <div className="plan__content">
        <div className="plan__intro">
          <Heading variant="H1">Recommended for {firstName}</Heading>
          <Paragraph variant="lead">
            Your week, picked from your quiz answers. Swap anything that does not suit you.
          </Paragraph>
        </div>
        <p className="plan__announcement" role="status">
          {announcement}
        </p>
        {shownSections(plan).map((section) => (
          <section key={section.occasion} className="plan-section" aria-labelledby={`plan-${section.occasion}`}>
            <div className="plan-section__head">
              <Heading variant="H3" level={2} id={`plan-${section.occasion}`}>
                {section.title}
              </Heading>
              <Paragraph variant="caption" className="plan-section__line">
                {section.line}
              </Paragraph>
            </div>
            {section.items.length > 0 && (
              <ul className="plan-section__items">
                {section.items.map((item) => (
                  <li key={item.key} className="plan-item">
                    <ItemPicture
                      className="plan-item__picture"
                      src={`${publicEnv.apiOrigin}${item.picture}`}
                      size={64}
                    />
                    <div className="plan-item__body">
                      <Heading variant="H6" level={3} className="plan-item__name">
                        <Link to={catalogueItemPath(kindOfContentType(item.type), item)}>{item.name}</Link>
                      </Heading>
                      <Paragraph variant="caption" className="plan-item__reason">
                        {item.reason}
                      </Paragraph>
                      <p className="plan-item__price">{itemPrice(item)}</p>
                    </div>
                    <div className="plan-item__actions">
                      <Button
                        size="small"
                        prominence="secondary"
                        className="plan-item__swap"
                        aria-label={`Swap ${item.name}`}
                        isLoading={swapping === `${section.occasion}:${item.key}`}
                        isDisabled={swapping !== undefined && swapping !== `${section.occasion}:${item.key}`}
                        onClick={() => onSwap(section, item)}
                      >
                        Swap
                      </Button>
                      {itemRating?.(item)}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {!section.complete && (
              <Paragraph variant="caption" className="plan-section__short">
                Fewer items keep to your answers than this asks for; here is all that does.
              </Paragraph>
            )}
          </section>
        ))}
      </div>
      {/* Beside the sections from 1024 px (its own column: it covers no card), under them below that. */}
      <div className="plan__aside">
        {/* Under the sections, in the page's flow: in the summary that stays on screen, the amount of food's five lines
          took over half a phone's screen while the customer scrolled the plan. */}
        <div className="plan__week">
          {amountOfFood && <AmountOfFood amount={planAmountOfFood(plan)} />}
          <Paragraph>Plus your free gift in every box, at $0: you pick it at checkout.</Paragraph>
        </div>
        <section className="plan__summary" aria-labelledby="plan-total">
          <Heading variant="H3" level={2} id="plan-total">
            Your week: {formatCents(plan.total_cents)}
          </Heading>
          <Paragraph>{budgetLine(plan)}</Paragraph>
          <Link className="plan__cta plan__continue" to={`${paths.checkoutShipping}?from=plan`}>
            Continue
          </Link>
        </section>
      </div>
    </div>
  );
}
