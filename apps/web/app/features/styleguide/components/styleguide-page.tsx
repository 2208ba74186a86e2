// The style guide: every design-system component in every variant and state on one page, for people building
// and reviewing the storefront; each section is its own file. The browser tests run axe-core against it.
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { ToastRegion } from '../../../ui/toast-region';
import { AccordionSection } from './accordion-section';
import { ButtonsSection } from './buttons-section';
import { ChoicesSection } from './choices-section';
import { ColoursSection } from './colours-section';
import { HeaderSection } from './header-section';
import { NavigationSection } from './navigation-section';
import { OverlaysSection } from './overlays-section';
import { SelectsSection } from './selects-section';
import { TextInputsSection } from './text-inputs-section';
import { TypographySection } from './typography-section';
import './styleguide.css';

export function StyleguidePage() {
  return (
    <>
      <Header
        leftActions={
          <a className="styleguide__skip" href="#buttons">
            Jump to components
          </a>
        }
        rightActions={<Paragraph variant="caption-xs">Design system</Paragraph>}
      />
      <main className="page styleguide">
        <Heading variant="H1">Style guide</Heading>
        <Paragraph variant="lead">
          Every component of the storefront in every variant and state. Components live in <code>app/ui</code>; tokens
          in <code>app/ui/tokens.css</code>.
        </Paragraph>

        <ColoursSection />
        <TypographySection />
        <ButtonsSection />
        <TextInputsSection />
        <SelectsSection />
        <ChoicesSection />
        <AccordionSection />
        <OverlaysSection />
        <NavigationSection />
        <HeaderSection />
      </main>
      <ToastRegion />
    </>
  );
}
