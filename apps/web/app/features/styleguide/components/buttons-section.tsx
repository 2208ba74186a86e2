// The style guide's buttons: every size, prominence, style and accent colour, loading, disabled and full width.
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Paragraph } from '../../../ui/paragraph';
import { ACCENT_COLORS, BUTTON_PROMINENCES, BUTTON_SIZES, BUTTON_STYLES } from '../../../ui/variants';
import { Example } from './example';
import { Section } from './section';

export function ButtonsSection() {
  const [clicks, setClicks] = useState(0);
  const lightStyles = BUTTON_STYLES.filter((style) => style !== 'inverted' && style !== 'accent');
  return (
    <Section id="buttons" title="Buttons">
      <Example title="Sizes">
        {BUTTON_SIZES.map((size) => (
          <Button key={size} size={size} onClick={() => setClicks((n) => n + 1)}>
            {size}
          </Button>
        ))}
        <Paragraph variant="caption" aria-live="polite">
          Clicked {clicks} {clicks === 1 ? 'time' : 'times'}
        </Paragraph>
      </Example>
      {BUTTON_PROMINENCES.map((prominence) => (
        <Example key={prominence} title={`${prominence} prominence`}>
          {lightStyles.map((buttonStyle) => (
            <Button key={buttonStyle} prominence={prominence} buttonStyle={buttonStyle}>
              {buttonStyle}
            </Button>
          ))}
        </Example>
      ))}
      <Example title="Inverted style, on a dark panel" inverted>
        {BUTTON_PROMINENCES.map((prominence) => (
          <Button key={prominence} prominence={prominence} buttonStyle="inverted">
            {prominence}
          </Button>
        ))}
      </Example>
      {BUTTON_PROMINENCES.map((prominence) => (
        <Example key={prominence} title={`Accent colours, ${prominence}`}>
          {ACCENT_COLORS.map((accentColor) => (
            <Button key={accentColor} prominence={prominence} buttonStyle="accent" accentColor={accentColor}>
              {accentColor}
            </Button>
          ))}
        </Example>
      ))}
      <Example title="Loading and disabled">
        <Button isLoading>Continue</Button>
        <Button isLoading prominence="secondary">
          Saving
        </Button>
        <Button isDisabled>Continue</Button>
        <Button isDisabled prominence="secondary">
          Continue
        </Button>
        <LoadingDemo />
      </Example>
      <Example title="Full width">
        <Button isFullWidth size="large">
          Continue
        </Button>
      </Example>
    </Section>
  );
}

function LoadingDemo() {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <Button
      prominence="tertiary-underlined"
      isLoading={isLoading}
      onClick={() => {
        setIsLoading(true);
        setTimeout(() => setIsLoading(false), 1500);
      }}
    >
      Load for a moment
    </Button>
  );
}
