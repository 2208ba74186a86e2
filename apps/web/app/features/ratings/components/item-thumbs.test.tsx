// The thumbs on one item: they show what the API holds (a dislike anywhere shows here), a press sends the rating at
// once and says so, pressing the active one clears it (0), and a refusal puts the rating back and says it failed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { ItemThumbs } from './item-thumbs';

const RATINGS = '/api/v2/customers/self/ratings/';
const page = (results: { content_type: string; object_id: number; rating: number }[]) =>
  json({
    count: results.length,
    next: null,
    previous: null,
    results: results.map((rating) => ({ ...rating, updated_at: '2026-11-26T10:00:00Z' })),
  });

describe('ItemThumbs', () => {
  it('shows the rating the API holds, by item', async () => {
    standInNetwork().on('GET', RATINGS, () =>
      page([
        { content_type: 'pairing', object_id: 4, rating: -1 },
        { content_type: 'product', object_id: 3, rating: 1 },
      ]),
    );
    renderApp(
      <>
        <ItemThumbs type="pairing" id={4} name="Thai Green Curry" />
        <ItemThumbs type="pairing" id={3} name="Dal Tadka" />
      </>,
    );
    const dislike = screen.getByRole('button', { name: 'Dislike Thai Green Curry' });
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Like Thai Green Curry' })).toHaveAttribute('aria-pressed', 'false');
    // Product 3 is liked, not recipe 3.
    expect(screen.getByRole('button', { name: 'Like Dal Tadka' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Rate Thai Green Curry' })).toBeInTheDocument();
  });

  it('likes, then clears with a second press; says what it did; tells the page after the API took it', async () => {
    const network = standInNetwork()
      .on('GET', RATINGS, () => page([]))
      .on('PUT', RATINGS, (request) => json(JSON.parse(request.body)));
    const onRated = vi.fn();
    renderApp(<ItemThumbs type="pairing" id={4} name="Thai Green Curry" onRated={onRated} />);
    const like = screen.getByRole('button', { name: 'Like Thai Green Curry' });
    await waitFor(() => expect(like).toBeEnabled());
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('You liked Thai Green Curry.');
    expect(onRated).toHaveBeenCalledWith({ content_type: 'pairing', object_id: 4, rating: 1 });
    await userEvent.click(like);
    await screen.findByText('Your rating of Thai Green Curry is cleared.');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    const puts = network.sent.filter((request) => request.method === 'PUT').map((request) => JSON.parse(request.body));
    expect(puts).toEqual([
      { content_type: 'pairing', object_id: 4, rating: 1 },
      { content_type: 'pairing', object_id: 4, rating: 0 },
    ]);
  });

  it('puts the rating back when the API refuses it', async () => {
    standInNetwork()
      .on('GET', RATINGS, () => page([]))
      .on('PUT', RATINGS, () => json({ detail: 'There is no such product or recipe.', code: 'unknown_item' }, 400));
    const onRated = vi.fn();
    renderApp(<ItemThumbs type="product" id={99} name="Brown Rice Cakes" onRated={onRated} />);
    const dislike = screen.getByRole('button', { name: 'Dislike Brown Rice Cakes' });
    await waitFor(() => expect(dislike).toBeEnabled());
    await userEvent.click(dislike);
    await screen.findByText("We couldn't save your rating. Try again.");
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    expect(onRated).not.toHaveBeenCalled();
  });
});
