// The SSO buttons row the sign-up and login pages share.
import type { ReactNode } from 'react';
import { AccountText } from '../model/texts';

/** The SSO buttons under an "or" divider, or nothing when there are none to show. */
export function SsoSection({ buttons }: { buttons: ReactNode | undefined }) {
  if (!buttons) return null;
  return (
    <div className="signup-page__sso">
      <p className="signup-page__or">
        <span>{AccountText.Or}</span>
      </p>
      {buttons}
    </div>
  );
}
