// GET and PUT /api/v2/customers/self/email-preferences/ (issue 39): whether the customer gets the reminder before a
// cutoff and the "how was your box?" email. The query holds the EmailPreferences value the server answered.
import { EmailPreferences } from '@larder/contracts/schemas/account-security';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const EMAIL_PREFERENCES_QUERY_KEY = ['customer', 'self', 'email-preferences'] as const;
const PATH = '/api/v2/customers/self/email-preferences/';

export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: EMAIL_PREFERENCES_QUERY_KEY,
    queryFn: () => requestJson<EmailPreferences>({ path: PATH }, { schema: EmailPreferences }),
  });

export function saveEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferences> {
  return requestJson<EmailPreferences>({ method: 'PUT', path: PATH, body: preferences }, { schema: EmailPreferences });
}
