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
