// The style guide's breadcrumb and progress bars.
import { Breadcrumb } from '../../../ui/breadcrumb';
import { ProgressBar } from '../../../ui/progress-bar';
import { Example } from './example';
import { Section } from './section';

export function NavigationSection() {
  return (
    <Section id="navigation" title="Breadcrumb and progress">
      <Example title="Breadcrumb">
        <Breadcrumb
          steps={[{ label: 'About you', href: '/quiz/intro/' }, { label: 'Claim Offer' }, { label: 'Checkout' }]}
          currentIndex={1}
        />
      </Example>
      <div className="styleguide__stack">
        <ProgressBar label="Quiz progress, start" value={0} showLabel />
        <ProgressBar label="Quiz progress, question 5 of 12" value={5} maxValue={12} showLabel />
        <ProgressBar label="Quiz progress, done" value={100} showLabel />
      </div>
    </Section>
  );
}
