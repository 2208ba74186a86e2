// The button Apple and Facebook sign-in share (Google draws its own): the provider's logo and "Continue with …".
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';

export function ProviderButton({
  label,
  logo,
  busy,
  onPress,
}: {
  label: string;
  logo: ReactNode;
  busy: boolean;
  onPress: () => void;
}) {
  return (
    <Button prominence="secondary" className="sso-buttons__button" isLoading={busy} onClick={onPress}>
      {logo}
      {label}
    </Button>
  );
}

/** A provider's mark, drawn in a 24 × 24 box and hidden from assistive technology (the label names it). */
export function ProviderLogo({ fill, path }: { fill: string; path: string }) {
  return (
    <svg className="sso-buttons__logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill={fill} d={path} />
    </svg>
  );
}
