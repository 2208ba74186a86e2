// The style guide's header and logo: the logo alone, a header with actions, and the transparent header.
import { Button } from '../../../ui/button';
import { Header } from '../../../ui/header';
import { Logo } from '../../../ui/logo';
import { Paragraph } from '../../../ui/paragraph';
import { Example } from './example';
import { Section } from './section';

export function HeaderSection() {
  return (
    <Section id="header" title="Header and logo">
      <Example title="Logo at 143 × 67">
        <Logo />
      </Example>
      <div className="styleguide__stack">
        <div className="styleguide__frame">
          <Header
            leftActions={
              <Button prominence="tertiary" size="small">
                Back
              </Button>
            }
            rightActions={
              <Button prominence="secondary" size="small">
                Log in
              </Button>
            }
          />
        </div>
        <div className="styleguide__frame styleguide__frame--hero">
          <Header
            isTransparent
            center={<Paragraph variant="h7">Step 2 of 3</Paragraph>}
            rightActions={
              <Button prominence="tertiary-underlined" size="small">
                Help
              </Button>
            }
          />
          <Paragraph variant="caption" className="styleguide__frame-caption">
            Transparent mode, custom centre
          </Paragraph>
        </div>
      </div>
    </Section>
  );
}
