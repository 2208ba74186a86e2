// One quiz step: progress, the question, back and next. Visiting records the step in quiz.nav. After the last step
// a signed-in customer's quiz is saved to their account and they go to the plan page; an anonymous visitor goes to
// /quiz/building/, keeping the answers for sign-up.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../site-routes';
import { Button } from '../../../ui/button';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { ProgressBar } from '../../../ui/progress-bar';
import { useQuizOptions } from '../api/get-quiz-options';
import { STEP_TEXTS } from '../model/quiz-content';
import { logQuizProblem } from '../model/quiz-log';
import { nextStep, previousStep, type QuizStep, stepPath, stepProgress } from '../model/quiz-steps';
import { clearQuiz, markVisited, useQuizStore } from '../model/quiz-storage';
import { QuizScreen } from './quiz-screen';
import './quiz.css';

export interface QuizPageProps {
  step: QuizStep;
  /** The signed-in customer, or undefined for an anonymous visitor (decided when the quiz is finished). */
  signedInCustomer: () => Promise<{ id: number } | undefined>;
}

const HEADING_ID = 'quiz-question';
/** The step shown last in this document, across remounts of the page. */
let shownStep: QuizStep | undefined;

export function QuizPage({ step, signedInCustomer }: QuizPageProps) {
  const { quiz, loaded } = useQuizStore();
  const navigate = useNavigate();
  const options = useQuizOptions();
  const [finishing, setFinishing] = useState(false);

  const followUpParents = useMemo(() => {
    const tags = options.data?.tags['macro-nutrient'];
    return tags && new Set(tags.flatMap((tag) => (tag.parent_id === null ? [] : [tag.parent_id])));
  }, [options.data]);
  const next = nextStep(step, quiz, followUpParents);
  const previous = previousStep(step, quiz, followUpParents);
  const progress = stepProgress(step, quiz, followUpParents);
  const text = STEP_TEXTS[step];

  useEffect(() => {
    if (loaded) markVisited(step);
  }, [loaded, step]);

  // A new question takes the focus, so keyboard and screen reader users start at the top of it (not on the page
  // the visitor arrived at: there the browser's own start applies).
  useEffect(() => {
    if (shownStep !== undefined && shownStep !== step) document.getElementById(HEADING_ID)?.focus();
    shownStep = step;
  }, [step]);

  const finish = async () => {
    setFinishing(true);
    try {
      const customer = await signedInCustomer().catch(() => undefined);
      if (!customer) {
        navigate(paths.quizBuilding);
        return;
      }
      try {
        const { saveQuizToServer } = await import('../api/save-quiz-to-server');
        await saveQuizToServer(customer);
        clearQuiz();
      } catch (error) {
        // The answers stay in this browser; the plan page still opens with what the account has.
        logQuizProblem('The quiz could not be saved to the account', error);
      }
      navigate(paths.plan);
    } finally {
      setFinishing(false);
    }
  };

  const nextLabel = step === 'intro' ? 'Get started' : next ? 'Next' : 'See my plan';

  return (
    <div className="quiz">
      <Header />
      <main className="page page--narrow quiz__main">
        <ProgressBar
          className="quiz__progress"
          label="Quiz progress"
          value={progress.current}
          minValue={0}
          maxValue={progress.total}
          valueText={`Question ${progress.current} of ${progress.total}`}
        />
        <Heading variant="H2" level={1} id={HEADING_ID} tabIndex={-1} className="quiz__title">
          {text.title}
        </Heading>
        {text.lead && (
          <Paragraph variant="lead" className="quiz__lead">
            {text.lead}
          </Paragraph>
        )}
        <div className="quiz__body" data-loaded={loaded}>
          <QuizScreen step={step} quiz={quiz} loaded={loaded} />
        </div>
        <nav className="quiz__actions" aria-label="Quiz">
          {previous ? (
            <Link className="quiz__back" to={stepPath(previous)}>
              Back
            </Link>
          ) : (
            <span />
          )}
          <Button size="large" isLoading={finishing} onClick={() => (next ? navigate(stepPath(next)) : finish())}>
            {nextLabel}
          </Button>
        </nav>
      </main>
    </div>
  );
}
