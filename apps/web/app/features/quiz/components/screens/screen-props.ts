// What every quiz screen gets: the visitor's answers so far, and whether they have been read from storage yet.
import type { QuizLocal } from '@larder/contracts/values/quiz-local';

export interface ScreenProps {
  quiz: QuizLocal;
  /** False until local storage has been read (prerendered page, hydration). */
  loaded: boolean;
}
