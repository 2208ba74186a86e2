import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_SELECT_MAX_ITEMS, TYPE_AHEAD_RESET_MS } from './interface-values';
import { Select, type SelectItem } from './select';

const sizes: SelectItem[] = [
  { key: '1', textValue: '1 person' },
  { key: '2', textValue: '2 people' },
  { key: '3', textValue: '3 or more people' },
];

const fruit: SelectItem[] = ['Apple', 'Banana', 'Blueberry', 'Cherry'].map((name) => ({
  key: name.toLowerCase(),
  textValue: name,
}));

const manyItems = (count: number): SelectItem[] =>
  Array.from({ length: count }, (_, index) => ({ key: `item-${index}`, textValue: `Item ${index}` }));

// While the popover is open the rest of the page is hidden from assistive technology, so look it up hidden too.
const trigger = () => screen.getByRole('button', { name: /Household size/, hidden: true });

describe('Select', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('labels its trigger and shows the help text', () => {
    render(<Select label="Household size" items={sizes} description="Who eats at home" />);
    expect(trigger()).toHaveAccessibleName(expect.stringContaining('Household size'));
    expect(trigger()).toHaveAccessibleDescription('Who eats at home');
  });

  it('shows the word Select when open with no value and no placeholder', async () => {
    render(<Select label="Household size" items={sizes} />);
    expect(trigger()).not.toHaveTextContent('Select');
    await userEvent.click(trigger());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Select');
  });

  it('shows the placeholder, open or closed, while nothing is chosen', async () => {
    render(<Select label="Household size" items={sizes} placeholder="How many?" />);
    expect(trigger()).toHaveTextContent('How many?');
    await userEvent.click(trigger());
    expect(trigger()).toHaveTextContent('How many?');
    expect(trigger()).not.toHaveTextContent(/^Select$/);
  });

  it('choosing an item shows it and closes the popover', async () => {
    const onChange = vi.fn();
    render(<Select label="Household size" items={sizes} onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: '2 people' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('2 people');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('choosing an item commits validation at once', async () => {
    render(
      <Select
        label="Household size"
        items={sizes}
        validate={(key) => (key === '3' ? 'We deliver for up to 2 people for now' : null)}
      />,
    );
    expect(screen.queryByText('We deliver for up to 2 people for now')).not.toBeInTheDocument();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: '3 or more people' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('We deliver for up to 2 people for now')).toBeInTheDocument();
  });

  it('is single selection and choosing the selected item again does not empty it', async () => {
    render(<Select label="Household size" items={sizes} defaultValue="2" />);
    await userEvent.click(trigger());
    const listbox = screen.getByRole('listbox');
    expect(listbox).not.toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: '2 people' }));
    expect(trigger()).toHaveTextContent('2 people');
  });

  it('opens below the trigger and is given the trigger width', async () => {
    render(<Select label="Household size" items={sizes} />);
    await userEvent.click(trigger());
    const popover = screen.getByRole('listbox').closest<HTMLElement>('.ui-select__popover');
    expect(popover).toHaveAttribute('data-placement', 'bottom');
    expect(popover?.style.getPropertyValue('--trigger-width')).toMatch(/px$/);
  });

  it('cannot be opened when it has no items', async () => {
    render(<Select label="Household size" items={[]} />);
    await userEvent.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('cannot be opened when disabled', async () => {
    render(<Select label="Household size" items={sizes} isDisabled />);
    expect(trigger()).toBeDisabled();
    await userEvent.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('passes required through to the form', () => {
    const { container } = render(<Select label="Household size" items={sizes} isRequired name="household" />);
    expect(container.querySelector('select')).toBeRequired();
    expect(container.querySelector('.ui-select')).toHaveAttribute('data-required', 'true');
  });

  it('reports a required select left empty when its form is submitted', async () => {
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Select label="Household size" items={sizes} isRequired name="household" errorMessage={undefined} />
        <button type="submit">Continue</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(trigger()).toHaveAccessibleDescription(expect.stringMatching(/.+/));
  });

  it('an error message replaces the help text; only the first of several is shown', () => {
    render(
      <Select
        label="Household size"
        items={sizes}
        description="Who eats at home"
        errorMessage={['Choose a household size', 'Second error']}
      />,
    );
    expect(trigger()).toHaveAccessibleDescription('Choose a household size');
    expect(screen.queryByText('Who eats at home')).not.toBeInTheDocument();
    expect(screen.queryByText('Second error')).not.toBeInTheDocument();
  });

  it(`renders the hidden native select with ${HIDDEN_SELECT_MAX_ITEMS} items`, () => {
    const { container } = render(
      <Select label="Household size" name="item" items={manyItems(HIDDEN_SELECT_MAX_ITEMS)} />,
    );
    const native = container.querySelector('select');
    expect(native).toBeInTheDocument();
    expect(native?.querySelectorAll('option:not([value=""])')).toHaveLength(HIDDEN_SELECT_MAX_ITEMS);
  });

  it(`does not render the hidden native select with ${HIDDEN_SELECT_MAX_ITEMS + 1} items`, () => {
    const { container } = render(
      <Select label="Household size" name="item" items={manyItems(HIDDEN_SELECT_MAX_ITEMS + 1)} />,
    );
    expect(container.querySelector('select')).not.toBeInTheDocument();
    // The value is still submitted with the form.
    expect(container.querySelector('input[name="item"]')).toBeInTheDocument();
  });

  it(`type-ahead builds a search until ${TYPE_AHEAD_RESET_MS} ms pass without typing, then starts over`, () => {
    vi.useFakeTimers();
    render(<Select label="Household size" items={fruit} />);
    const button = trigger();
    const type = (key: string) => fireEvent.keyDown(button, { key });

    // On the closed trigger, typing selects the first matching item.
    type('b');
    expect(button).toHaveTextContent('Banana');

    // Just under the reset time the search is still "b", so "l" makes it "bl" (alone, "l" would match nothing).
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS - 1));
    type('l');
    expect(button).toHaveTextContent('Blueberry');

    // Once the reset time passes without typing, a letter starts a new search ("blc" would match nothing).
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS));
    type('c');
    expect(button).toHaveTextContent('Cherry');
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS));
    type('a');
    expect(button).toHaveTextContent('Apple');
  });
});
