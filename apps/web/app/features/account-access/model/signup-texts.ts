// The sign-up page's texts (the fields it shares with login are in account-access), in the product's wording, exact
// to the character.

export const SignupText = {
  Heading: 'Claim your free gift',
  RedeemHeading: 'Sign up to redeem your gift card',
  promoLine: (discountEffect: string) => `Create an account to claim your free gift for life and ${discountEffect}.`,
  RedeemPromoLine: 'Create an account below to receive your feel good foods.',
  Submit: 'Continue',
  HaveAccount: 'Already have an account?',
  LoginLink: 'Login',
  FirstName: 'First name',
  LastName: 'Last name',
  BreadcrumbLabel: 'Sign-up steps',
  Breadcrumb: ['About you', 'Claim Offer', 'Checkout'] as const,
  BreadcrumbCurrent: 1,
  FaqHeading: 'Questions, answered',
} as const;

/** The FAQ accordion's two entries (savings of $22+ weekly, over 3,000 recipes). */
export const SIGNUP_FAQ = [
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
