import { RecoveryMessage, SettingsMessage } from '@larder/contracts/values/account-security';
import { SSO_FAILURE_MESSAGE } from '@larder/contracts/values/messages';
import { describe, expect, it } from 'vitest';
import { ssoFailureMessage } from './sso-failure-message';
import { SsoFailure } from './sso-sign-in';

const answered = (status: number, code: string) => new SsoFailure('x', { status, body: { code, detail: 'd' } });

describe('ssoFailureMessage', () => {
  it('explains the two refusals a person can act on, and keeps the one message for the rest', () => {
    expect(ssoFailureMessage(answered(409, 'sso_link_required'))).toBe(RecoveryMessage.LinkRequired);
    expect(ssoFailureMessage(answered(409, 'sso_identity_taken'))).toBe(SettingsMessage.IdentityTaken);
    expect(ssoFailureMessage(answered(409, 'email_taken'))).toBe(SSO_FAILURE_MESSAGE);
    expect(ssoFailureMessage(answered(401, 'sso_invalid_credentials'))).toBe(SSO_FAILURE_MESSAGE);
    expect(ssoFailureMessage(new Error('popup blocked'))).toBe(SSO_FAILURE_MESSAGE);
    expect(ssoFailureMessage(null)).toBe(SSO_FAILURE_MESSAGE);
  });
});
