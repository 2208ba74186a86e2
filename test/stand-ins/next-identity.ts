// Who a provider's login popup signs in as next (the browser journeys choose it; used once), and made-up people
// for the fields they leave unset: a new person each time.

export interface NextIdentity {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
}

let people = 0;

/** A new, unique suffix for a made-up person's identifiers. */
export function newPerson(): string {
  people += 1;
  return `${Date.now().toString(36)}${people}`;
}
