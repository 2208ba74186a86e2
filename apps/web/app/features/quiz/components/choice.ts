// One offered answer of a quiz question: its stored value, the text shown and, from the taxonomy, an optional
// description and picture. Every list of the quiz (choices, radios, ratings, thumbs) shows these.

export interface Choice<T> {
  value: T;
  label: string;
  description?: string | null;
  picture?: string | null;
}
