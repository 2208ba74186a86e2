// The date picker keeps its promises: a labelled group of segments holding the day as YYYY-MM-DD text, typed
// segment by segment, or picked in a calendar opened and used from the keyboard with the focus back on the field,
// and an error shown in its place.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';

function Field({ start = '', error }: { start?: string; error?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DatePicker label="Delivery date" value={value} onChange={setValue} errorMessage={error} />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

const SLACK = { timeout: 30_000 };

describe('DatePicker', () => {
  it('shows the day it holds and takes a day typed segment by segment', SLACK, async () => {
    const user = userEvent.setup();
    render(<Field start="2026-11-26" />);
    const group = screen.getByRole('group', { name: 'Delivery date' });
    expect(within(group).getByRole('spinbutton', { name: /month/ })).toHaveTextContent('11');
    expect(within(group).getByRole('spinbutton', { name: /day/ })).toHaveTextContent('26');
    await user.click(within(group).getByRole('spinbutton', { name: /month/ }));
    await user.keyboard('12032026');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-12-03');
  });

  it('picks a day in the calendar from the keyboard and gives the focus back', SLACK, async () => {
    const user = userEvent.setup();
    render(<Field start="2026-11-26" />);
    const open = screen.getByRole('button', { name: /Open the calendar/ });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delivery date: calendar' });
    expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    // The focus starts on the day held; the next day is one arrow away.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-11-27');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('shows an error in place of its help', SLACK, () => {
    render(<Field error="Pick a delivery date." />);
    expect(screen.getByText('Pick a delivery date.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chosen' })).toBeEmptyDOMElement();
  });
});
