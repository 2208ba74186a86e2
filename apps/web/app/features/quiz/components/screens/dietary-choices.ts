// The taxonomy's eating habits or dietary needs as quiz choices, keeping only the keys the contracts know.
import type { DietaryChoice } from '@larder/contracts/schemas/quiz-options';
import type { Choice } from '../choice';

export function dietaryChoices<T extends string>(
  choices: readonly DietaryChoice[],
  isKey: (key: string) => key is T,
): Choice<T>[] {
  return choices.flatMap((choice) =>
    isKey(choice.key) ? [{ value: choice.key, label: choice.name, description: choice.description }] : [],
  );
}
