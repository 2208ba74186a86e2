import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastQueue } from './toast-queue';
import { ToastRegionOnDemand } from './toast-region-on-demand';

describe('ToastRegionOnDemand', () => {
  const queue = new ToastQueue();
  afterEach(() => {
    act(() => queue.clear());
  });

  it('renders nothing until the first toast, then the region with it; the region stays for the next ones', async () => {
    const { container } = render(<ToastRegionOnDemand queue={queue} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      queue.show({ title: 'Saved', description: 'Your box is saved.', tone: 'success' });
    });
    const toast = await screen.findByRole('alertdialog', { name: 'Saved' });
    expect(toast).toHaveAccessibleDescription('Your box is saved.');
    expect(screen.getByRole('region', { name: /notification/i })).toBeInTheDocument();

    act(() => queue.clear());
    act(() => {
      queue.show({ title: 'Saved again' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Saved again' })).toBeInTheDocument();
  });
});
