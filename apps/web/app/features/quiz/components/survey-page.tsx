// One survey screen (`/survey/<step>/`) for a signed-in customer: pre-filled from their saved preferences, and on
// Next it saves only what they changed on it (nothing when nothing changed), then goes on; after the last one the
// plan page (`/survey/plan/`) shows the plan rebuilt. Anonymous visitors are sent to log in first.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../site-routes';
import { Button } from '../../../ui/button';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { ProgressBar } from '../../../ui/progress-bar';
import { endSurveySession, openSurveySession, type SurveySession, saveSurveyScreen } from '../api/survey-session';
import { logQuizProblem } from '../model/quiz-log';
import { clearQuiz, saveAnswers, useQuizStore } from '../model/quiz-storage';
import { editedOnScreen, surveyWrites } from '../model/survey-changes';
import { SURVEY_FIELDS, SURVEY_TEXTS, type SurveyQuestionStep, surveyNeighbours } from '../model/survey-steps';
import { SurveyScreen } from './survey-screen';
import './quiz.css';

export interface SurveyPageProps {
  step: SurveyQuestionStep;
  /** The signed-in customer, null for an anonymous visitor, undefined while unknown. */
  customer: Customer | null | undefined;
}

const SAVE_FAILED = 'We could not save your answers. Please try again.';
const LOAD_FAILED = 'We could not load your saved preferences. Please reload the page.';

export function SurveyPage({ step, customer }: SurveyPageProps) {
  const { quiz, loaded } = useQuizStore();
  const navigate = useNavigate();
  const [session, setSession] = useState<SurveySession>();
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const around = surveyNeighbours(step);
  const text = SURVEY_TEXTS[step];

  useEffect(() => {
    if (customer === null) {
      navigate(`${paths.login}?next=${encodeURIComponent(paths.surveyStep(step))}`, { replace: true });
      return;
    }
    if (!customer) return;
    let live = true;
    openSurveySession(customer.id)
      .then(async ({ session: opened, fresh }) => {
        if (fresh) await saveAnswers(opened.opening);
        if (live) setSession(opened);
      })
      .catch((error: unknown) => {
        logQuizProblem('The survey could not read the saved preferences', error);
        if (live) setProblem(LOAD_FAILED);
      });
    return () => {
      live = false;
    };
  }, [customer, navigate, step]);

  const moveOn = async () => {
    if (!session) return;
    setSaving(true);
    setProblem(undefined);
    try {
      const edited = editedOnScreen(session.opening, quiz, SURVEY_FIELDS[step]);
      const writes = surveyWrites(session.customerId, session.opening, edited, session);
      setSession(Object.keys(writes).length > 0 ? await saveSurveyScreen(session, writes, edited) : session);
      if (around.isLast) {
        clearQuiz();
        endSurveySession();
      }
      navigate(around.next);
    } catch (error) {
      logQuizProblem('The survey could not save a screen', error);
      setProblem(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  const ready = loaded && session !== undefined;
  return (
    <div className="quiz">
      <Header />
      <main className="page page--narrow quiz__main" aria-busy={!ready || undefined}>
        <ProgressBar
          className="quiz__progress"
          label="Survey progress"
          value={around.current}
          minValue={0}
          maxValue={around.total}
          valueText={`Question ${around.current} of ${around.total}`}
        />
        <Heading variant="H2" level={1} className="quiz__title">
          {text.title}
        </Heading>
        {text.lead && (
          <Paragraph variant="lead" className="quiz__lead">
            {text.lead}
          </Paragraph>
        )}
        <div className="quiz__body" data-loaded={ready}>
          {ready && <SurveyScreen step={step} quiz={quiz} loaded={loaded} />}
        </div>
        {problem && (
          <p role="alert" className="survey__problem">
            {problem}
          </p>
        )}
        <nav className="quiz__actions" aria-label="Survey">
          {around.previous ? (
            <Link className="quiz__back" to={around.previous}>
              Back
            </Link>
          ) : (
            <span />
          )}
          <Button size="large" isLoading={saving} isDisabled={!ready} onClick={moveOn}>
            {around.isLast ? 'See my plan' : 'Next'}
          </Button>
        </nav>
      </main>
    </div>
  );
}
