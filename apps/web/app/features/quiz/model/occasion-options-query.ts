// The dietary flags the quiz screens request occasion options with, from the quiz options' own choices (each eating
// habit and dietary need names its query flag), so the screens need no copy of the catalogue's rules.

import type { OccasionOptionsQuery, QuizOptions } from '@larder/contracts/schemas/quiz-options';
import type { QuizLocal } from '@larder/contracts/values/quiz-local';

export function occasionOptionsQueryOf(
  quiz: Pick<QuizLocal, 'habits' | 'dietary'>,
  options: Pick<QuizOptions, 'eating_habits' | 'dietary_needs'>,
): OccasionOptionsQuery {
  const chosen = [
    ...options.eating_habits.filter((choice) => choice.key === quiz.habits),
    ...options.dietary_needs.filter((choice) => (quiz.dietary as readonly string[]).includes(choice.key)),
  ].sort((a, b) => a.dietary_id - b.dietary_id);
  const query: Record<string, 'true'> = {};
  for (const choice of chosen) if (choice.query_flag) query[choice.query_flag] = 'true';
  return query as OccasionOptionsQuery;
}
