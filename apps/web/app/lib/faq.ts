// The storefront's FAQ facts (savings of $22+ weekly, over 3,000 recipes): shown on the sign-up page and the home
// page alike.

/** The FAQ accordion's two entries (savings of $22+ weekly, over 3,000 recipes). */
export const FAQ_ENTRIES = [
  {
    question: 'How much will I save?',
    answer:
      'The average customer saves $22+ weekly by planning meals around what they already like and buying only what the week needs.',
  },
  {
    question: 'Will I get bored of the food?',
    answer: 'Not likely: there are over 3,000 recipes, and your plan changes every week with your tastes.',
  },
] as const;
