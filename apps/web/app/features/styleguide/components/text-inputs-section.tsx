// The style guide's text inputs: descriptions, errors, blur validation, counters, phone and zip formatting,
// required and disabled.
import { useState } from 'react';
import { TextInput } from '../../../ui/text-input';
import { Section } from './section';

export function TextInputsSection() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>('Enter valid email');
  return (
    <Section id="text-inputs" title="Text inputs">
      <div className="styleguide__grid">
        <TextInput label="First name" autoComplete="given-name" />
        <TextInput label="Last name" description="As it appears on your card" autoComplete="family-name" />
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          errorMessage={emailError}
          onErrorClear={() => setEmailError(null)}
          autoComplete="email"
          description="Type something and leave the field to clear the error"
        />
        <TextInput
          label="Password"
          type="password"
          description="Must be at least 8 characters"
          autoComplete="new-password"
        />
        <TextInput
          label="New password"
          type="password"
          defaultValue="password"
          errorMessage={['Must be at least 8 characters.', 'Avoid using commonly used passwords (ex: Password)']}
          description="Must be at least 8 characters"
          autoComplete="off"
        />
        <TextInput
          label="Promo code"
          description="Checked when you leave the field"
          validateOnBlur={(value) => (value.toUpperCase() === 'FEELGOOD' ? null : 'This code has expired')}
        />
        <TextInput label="Phone" type="tel" description="Formats as (XXX) XXX-XXXX" autoComplete="tel" />
        <TextInput
          label="Zip code"
          type="tel"
          isZipCode
          description="Digits stay as typed"
          autoComplete="postal-code"
        />
        <TextInput
          label="Delivery note"
          maxLength={60}
          showCounter
          description="For the driver"
          defaultValue="Leave by the side door"
        />
        <TextInput label="Referral code" placeholder="e.g. LARDER-1234" isRequired description="Required" />
        <TextInput label="Account number" defaultValue="LR-2024-0042" isDisabled description="Disabled" />
      </div>
    </Section>
  );
}
