// Every user-facing message text (field checks and error messages), and the server's error texts the client maps from.

export const FieldMessage = {
  FirstNameRequired: 'Enter first name',
  LastNameRequired: 'Enter last name',
  EmailInvalid: 'Enter valid email',
  PasswordRequired: 'Enter password',
  PasswordHelp: 'Must be at least 8 characters',
} as const;

export const ApiOriginMessage = {
  Missing: 'PUBLIC_API_ORIGIN must be set in environment variables',
  NotString: 'PUBLIC_API_ORIGIN must be a string',
} as const;

/** Texts the server puts in a sign-up 400 body under `password`. */
export const PasswordError = {
  TooShort: 'password is too short',
  TooCommon: 'password is too common',
} as const;

export const SignupMessage = {
  PasswordTooShort: 'Must be at least 8 characters.',
  PasswordTooCommon: 'Avoid using commonly used passwords (ex: Password)',
  EmailTaken: "There's already an account with this email address.",
} as const;

export const SSO_FAILURE_MESSAGE =
  'The account cannot be accessed because the login credentials could not be verified. Please try again or use a different account to sign up.';

export const LogMessage = {
  UnknownErrorResponse: 'Unknown error response',
  UnknownError: 'Unknown error',
} as const;
