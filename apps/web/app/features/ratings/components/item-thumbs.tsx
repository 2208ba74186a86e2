// Thumbs up and down on one product or recipe, for the signed-in customer: shows the rating the API holds (a dislike
// shows as disliked wherever the item appears) and says what a press did in a live region (read out; on screen only
// when it failed: a line of words beside each item of a list squeezes its names on a phone).
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import type { ItemRatingUpdate } from '@larder/contracts/schemas/ratings';
import { useState } from 'react';
import { Thumbs, type ThumbsValue } from '../../../ui/thumbs';
import { ratingKey, useItemRatings, useRateItem } from '../api/item-ratings';
import { RatingText } from '../model/texts';
import './item-thumbs.css';

export interface ItemThumbsProps {
  type: ContentType;
  id: number;
  name: string;
  /** After the API took a rating (e.g. to read the plan or the boxes again after a dislike). */
  onRated?: (update: ItemRatingUpdate) => void;
  /** Where the words said after a press line up: under the buttons' start (a page) or end (a row's end). */
  align?: 'start' | 'end';
  className?: string;
}

export function ItemThumbs({ type, id, name, onRated, align = 'end', className }: ItemThumbsProps) {
  const ratings = useItemRatings(true);
  const rate = useRateItem({ onRated });
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState(false);
  const value: ThumbsValue = ratings.data?.get(ratingKey(type, id)) ?? 0;
  const onChange = (rating: ThumbsValue) => {
    setSaid('');
    setFailed(false);
    rate.mutate(
      { content_type: type, object_id: id, rating },
      {
        onSuccess: () =>
          setSaid(
            rating === 1
              ? RatingText.liked(name)
              : rating === -1
                ? RatingText.disliked(name)
                : RatingText.cleared(name),
          ),
        onError: () => {
          setSaid(RatingText.Failed);
          setFailed(true);
        },
      },
    );
  };
  return (
    <span className={['item-thumbs', `item-thumbs--${align}`, className].filter(Boolean).join(' ')}>
      <Thumbs
        label={RatingText.group(name)}
        likeLabel={RatingText.like(name)}
        dislikeLabel={RatingText.dislike(name)}
        value={value}
        onChange={onChange}
        isDisabled={ratings.isPending}
      />
      {/* What a press did is read out (the pressed state shows it); a failure shows too. */}
      <span className={failed ? 'item-thumbs__said' : 'visually-hidden'} role="status">
        {said}
      </span>
    </span>
  );
}
