// The style guide's choices: thumbs (none, liked, disliked), a radio group as pills and as stars, a checkbox group.
import { useState } from 'react';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { RadioGroup } from '../../../ui/radio-group';
import { Thumbs, type ThumbsValue } from '../../../ui/thumbs';
import { Example } from './example';
import { Section } from './section';

const STARS = [1, 2, 3, 4, 5].map((count) => ({
  value: String(count),
  label: `${count} star${count === 1 ? '' : 's'}`,
}));
const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];
const EXTRAS = [
  { value: 'napkins', label: 'Napkins' },
  { value: 'cutlery', label: 'Cutlery' },
  { value: 'recipe-cards', label: 'Recipe cards' },
];

export function ChoicesSection() {
  const [thumbs, setThumbs] = useState<Record<string, ThumbsValue>>({ none: 0, liked: 1, disliked: -1 });
  const [stars, setStars] = useState<string | null>('3');
  const [size, setSize] = useState<string | null>(null);
  const [extras, setExtras] = useState<string[]>(['cutlery']);
  return (
    <Section id="choices" title="Choices">
      <Example title="Thumbs (unrated, liked, disliked)">
        {(['none', 'liked', 'disliked'] as const).map((name) => (
          <Thumbs
            key={name}
            label={`Rate example ${name}`}
            likeLabel={`Like example ${name}`}
            dislikeLabel={`Dislike example ${name}`}
            value={thumbs[name] ?? 0}
            onChange={(value) => setThumbs((before) => ({ ...before, [name]: value }))}
          />
        ))}
      </Example>
      <Example title="Radio group: stars">
        <RadioGroup label="Your rating" appearance="stars" options={STARS} value={stars} onChange={setStars} />
      </Example>
      <Example title="Radio group: pills">
        <RadioGroup label="Box size" options={SIZES} value={size} onChange={setSize} />
      </Example>
      <Example title="Checkbox group">
        <CheckboxGroup label="Extras" options={EXTRAS} value={extras} onChange={setExtras} />
      </Example>
    </Section>
  );
}
