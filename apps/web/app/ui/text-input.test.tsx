import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatPhoneNumber } from './format-phone-number';
import { TextInput } from './text-input';

/** A form that owns the email error and clears it when the field asks it to. */
function EmailFormWithServerError() {
  const [error, setError] = useState<string | null>('Enter valid email');
  return (
    <>
      <TextInput label="Email" type="email" errorMessage={error} onErrorClear={() => setError(null)} />
      <button type="button" onClick={() => setError('Enter valid email')}>
        Submit
      </button>
    </>
  );
}

function ControlledPhone() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput label="Phone" type="tel" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('TextInput', () => {
  it('labels its input and shows the help text under it', () => {
    render(<TextInput label="Password" type="password" description="Must be at least 8 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('Must be at least 8 characters');
  });

  describe('telephone type', () => {
    it('formats digits as (XXX) XXX-XXXX while typing', async () => {
      render(<TextInput label="Phone" type="tel" />);
      const input = screen.getByLabelText('Phone');
      await userEvent.type(input, '555');
      expect(input).toHaveValue('(555');
      await userEvent.type(input, '123');
      expect(input).toHaveValue('(555) 123');
      await userEvent.type(input, '4567');
      expect(input).toHaveValue('(555) 123-4567');
    });

    it('drops everything that is not a digit, and digits past the tenth', async () => {
      render(<TextInput label="Phone" type="tel" />);
      const input = screen.getByLabelText('Phone');
      await userEvent.type(input, 'a5b5c5-12.3 45x6789');
      expect(input).toHaveValue('(555) 123-4567');
    });

    it('reports the formatted value', async () => {
      const onChange = vi.fn();
      render(<TextInput label="Phone" type="tel" onChange={onChange} />);
      await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
      expect(onChange).toHaveBeenLastCalledWith('(555) 123-4567');
    });

    it('keeps a zip code as typed, unformatted', async () => {
      render(<TextInput label="Zip code" type="tel" isZipCode />);
      const input = screen.getByLabelText('Zip code');
      await userEvent.type(input, '9021012345');
      expect(input).toHaveValue('9021012345');
    });

    it.each([
      ['', ''],
      ['5', '(5'],
      ['5551', '(555) 1'],
      ['555123456', '(555) 123-456'],
      ['+1 (555) 123-4567', '(555) 123-4567'],
    ])('formatPhoneNumber(%j) is %j', (input, expected) => {
      expect(formatPhoneNumber(input)).toBe(expected);
    });
  });

  describe('password type', () => {
    it('starts masked and toggles with Show Password / Hide Password', async () => {
      render(<TextInput label="Password" type="password" defaultValue="tomato-soup" />);
      const input = screen.getByLabelText('Password');
      expect(input).toHaveAttribute('type', 'password');

      await userEvent.click(screen.getByRole('button', { name: 'Show Password' }));
      expect(input).toHaveAttribute('type', 'text');
      expect(screen.queryByRole('button', { name: 'Show Password' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Hide Password' }));
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveValue('tomato-soup');
    });

    it('has no reveal control on other types', () => {
      render(<TextInput label="Email" type="email" />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('errors', () => {
    it('an error replaces the help text', () => {
      render(<TextInput label="First name" description="As on your card" errorMessage="Enter first name" />);
      const input = screen.getByLabelText('First name');
      expect(input).toHaveAccessibleDescription('Enter first name');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('As on your card')).not.toBeInTheDocument();
    });

    it('shows only the first of several errors', () => {
      render(
        <TextInput
          label="Password"
          type="password"
          errorMessage={['Must be at least 8 characters.', 'Avoid using commonly used passwords (ex: Password)']}
        />,
      );
      expect(screen.getByText('Must be at least 8 characters.')).toBeInTheDocument();
      expect(screen.queryByText(/Avoid using/)).not.toBeInTheDocument();
    });

    it('clears the error on blur when the value is not empty, and tells the form', async () => {
      const onErrorClear = vi.fn();
      render(<TextInput label="First name" errorMessage="Enter first name" onErrorClear={onErrorClear} />);
      const input = screen.getByLabelText('First name');
      await userEvent.type(input, 'Ada');
      expect(screen.getByText('Enter first name')).toBeInTheDocument();
      await userEvent.tab();
      expect(screen.queryByText('Enter first name')).not.toBeInTheDocument();
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(onErrorClear).toHaveBeenCalledTimes(1);
    });

    it('keeps the error on blur when the value is empty', async () => {
      const onErrorClear = vi.fn();
      render(<TextInput label="First name" errorMessage="Enter first name" onErrorClear={onErrorClear} />);
      await userEvent.click(screen.getByLabelText('First name'));
      await userEvent.tab();
      expect(screen.getByText('Enter first name')).toBeInTheDocument();
      expect(onErrorClear).not.toHaveBeenCalled();
    });

    it('shows a new error from the form after one was cleared', async () => {
      render(<EmailFormWithServerError />);
      await userEvent.type(screen.getByLabelText('Email'), 'ada@');
      await userEvent.tab();
      expect(screen.queryByText('Enter valid email')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByText('Enter valid email')).toBeInTheDocument();
    });
  });

  describe('on-blur check', () => {
    it('runs only on a non-empty value and shows its message as the error', async () => {
      const check = vi.fn((value: string) => (value.includes('@') ? null : 'Enter valid email'));
      render(<TextInput label="Email" type="email" validateOnBlur={check} />);
      const input = screen.getByLabelText('Email');

      await userEvent.click(input);
      await userEvent.tab();
      expect(check).not.toHaveBeenCalled();

      await userEvent.type(input, 'ada');
      await userEvent.tab();
      expect(check).toHaveBeenCalledExactlyOnceWith('ada');
      expect(input).toHaveAccessibleDescription('Enter valid email');

      await userEvent.type(input, '@larder.test');
      await userEvent.tab();
      expect(check).toHaveBeenLastCalledWith('ada@larder.test');
      expect(screen.queryByText('Enter valid email')).not.toBeInTheDocument();
    });
  });

  describe('counter', () => {
    it('shows count/max and updates while typing', async () => {
      render(<TextInput label="Gift note" maxLength={40} showCounter />);
      const input = screen.getByLabelText('Gift note');
      expect(screen.getByText('0/40')).toBeInTheDocument();
      await userEvent.type(input, 'Enjoy!');
      expect(screen.getByText('6/40')).toBeInTheDocument();
      expect(input).toHaveAttribute('maxLength', '40');
    });

    it('is absent unless asked for', () => {
      render(<TextInput label="Gift note" maxLength={40} />);
      expect(screen.queryByText('0/40')).not.toBeInTheDocument();
    });
  });

  it('passes required and disabled to the input', () => {
    render(<TextInput label="Email" type="email" isRequired isDisabled />);
    const input = screen.getByLabelText('Email');
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
  });

  it('works controlled', async () => {
    render(<ControlledPhone />);
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    expect(screen.getByRole('status')).toHaveTextContent('(555) 123-4567');
  });
});
