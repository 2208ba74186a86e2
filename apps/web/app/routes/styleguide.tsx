// The style guide: every design-system component in every variant and state on one page, for people building
// and reviewing the storefront. Not for search engines (noindex). The browser tests run axe-core against it.
import { TOAST_LIMIT } from '@larder/contracts/limits';
import { type ReactNode, useState } from 'react';
import { pageTitle } from '../lib/page-title';
import { AccordionRow } from '../ui/accordion-row';
import { Breadcrumb } from '../ui/breadcrumb';
import { Button } from '../ui/button';
import { Header } from '../ui/header';
import { Heading } from '../ui/heading';
import { Logo } from '../ui/logo';
import { Modal } from '../ui/modal';
import { Paragraph } from '../ui/paragraph';
import { ProgressBar } from '../ui/progress-bar';
import { Select, type SelectItem } from '../ui/select';
import { TextInput } from '../ui/text-input';
import { toasts } from '../ui/toast-queue';
import { ToastRegion } from '../ui/toast-region';
import {
  ACCENT_COLORS,
  BUTTON_PROMINENCES,
  BUTTON_SIZES,
  BUTTON_STYLES,
  HEADING_VARIANTS,
  PARAGRAPH_VARIANTS,
} from '../ui/variants';
import '../styles/styleguide.css';

export const meta = () => [{ title: pageTitle('Style guide') }, { name: 'robots', content: 'noindex' }];

const householdSizes: SelectItem[] = [
  { key: '1', textValue: 'Just me' },
  { key: '2', textValue: 'Two of us' },
  { key: '3', textValue: 'Three or more' },
];

const deliveryDays: SelectItem[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({
  key: day.toLowerCase(),
  textValue: day,
}));

const manyRecipes: SelectItem[] = Array.from({ length: 301 }, (_, index) => ({
  key: `recipe-${index + 1}`,
  textValue: `Recipe ${index + 1}`,
}));

const colourTokens = [
  'bg',
  'surface',
  'surface-sunken',
  'surface-inverted',
  'brand-fill',
  'success-fill',
  'warning-fill',
  'critical-fill',
  'muted-fill',
  'grapefruit-fill',
  'peanut-butter-fill',
  'avocado-fill',
  'elderberry-fill',
  'fig-fill',
];

export default function StyleguidePage() {
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
        <AccordionSection />
        <OverlaysSection />
        <NavigationSection />
        <HeaderSection />
      </main>
      <ToastRegion />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="styleguide__section" aria-labelledby={`${id}-title`}>
      <Heading variant="H2" level={2} id={`${id}-title`}>
        <span id={id}>{title}</span>
      </Heading>
      {children}
    </section>
  );
}

function Example({ title, children, inverted = false }: { title: string; children: ReactNode; inverted?: boolean }) {
  return (
    <div className={`styleguide__example${inverted ? ' styleguide__example--inverted' : ''}`}>
      <Heading variant="H7" level={3} className="styleguide__example-title">
        {title}
      </Heading>
      <div className="styleguide__row">{children}</div>
    </div>
  );
}

function ColoursSection() {
  return (
    <Section id="colours" title="Colours">
      <ul className="styleguide__swatches">
        {colourTokens.map((name) => (
          <li key={name} className="styleguide__swatch">
            <span className="styleguide__swatch-chip" style={{ background: `var(--ui-color-${name})` }} />
            <code>--ui-color-{name}</code>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TypographySection() {
  return (
    <Section id="typography" title="Headings and paragraphs">
      <div className="styleguide__stack">
        {HEADING_VARIANTS.map((variant) => (
          <div key={variant} className="styleguide__specimen">
            <code className="styleguide__specimen-name">{variant}</code>
            <Heading variant={variant} level={3}>
              Feel-good food, delivered
            </Heading>
          </div>
        ))}
        {PARAGRAPH_VARIANTS.map((variant) => (
          <div key={variant} className="styleguide__specimen">
            <code className="styleguide__specimen-name">{variant}</code>
            <Paragraph variant={variant}>
              The average customer saves $22+ weekly, with over 3,000 recipes to choose from.
            </Paragraph>
          </div>
        ))}
      </div>
    </Section>
  );
}

function ButtonsSection() {
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

function TextInputsSection() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>('Enter valid email');
  return (
    <Section id="text-inputs" title="Text inputs">
      <div className="styleguide__grid">
        <TextInput label="First name" autoComplete="given-name" />
        <TextInput label="Last name" description="As it appears on your card" autoComplete="family-name" />
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          errorMessage={emailError}
          onErrorClear={() => setEmailError(null)}
          autoComplete="email"
          description="Type something and leave the field to clear the error"
        />
        <TextInput
          label="Password"
          type="password"
          description="Must be at least 8 characters"
          autoComplete="new-password"
        />
        <TextInput
          label="New password"
          type="password"
          defaultValue="password"
          errorMessage={['Must be at least 8 characters.', 'Avoid using commonly used passwords (ex: Password)']}
          description="Must be at least 8 characters"
          autoComplete="off"
        />
        <TextInput
          label="Promo code"
          description="Checked when you leave the field"
          validateOnBlur={(value) => (value.toUpperCase() === 'FEELGOOD' ? null : 'This code has expired')}
        />
        <TextInput label="Phone" type="tel" description="Formats as (XXX) XXX-XXXX" autoComplete="tel" />
        <TextInput
          label="Zip code"
          type="tel"
          isZipCode
          description="Digits stay as typed"
          autoComplete="postal-code"
        />
        <TextInput
          label="Delivery note"
          maxLength={60}
          showCounter
          description="For the driver"
          defaultValue="Leave by the side door"
        />
        <TextInput label="Referral code" placeholder="e.g. LARDER-1234" isRequired description="Required" />
        <TextInput label="Account number" defaultValue="LR-2024-0042" isDisabled description="Disabled" />
      </div>
    </Section>
  );
}

function SelectsSection() {
  const [isOpen, setIsOpen] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  return (
    <Section id="selects" title="Selects">
      <div className="styleguide__grid">
        <Select label="Household size" items={householdSizes} description="No placeholder: reads Select when open" />
        <Select label="Delivery day" items={deliveryDays} placeholder="Choose a day" />
        <Select label="Household size, chosen" items={householdSizes} defaultValue="2" />
        <Select
          label="Delivery window"
          items={deliveryDays}
          errorMessage={['Choose a delivery day', 'A second error is not shown']}
          description="Hidden while there is an error"
        />
        <Select label="Box size" items={householdSizes} isDisabled defaultValue="1" description="Disabled" />
        <Select
          label="Starting week"
          items={deliveryDays}
          isRequired
          validate={(key) => (key === 'saturday' ? 'Saturday deliveries start next month' : null)}
          description="Required; Saturday shows a validation error on choosing"
        />
        <Select label="Substitutions" items={[]} description="No items: cannot be opened" />
        <Select label="Recipe" items={manyRecipes} description="301 items: no hidden native select" name="recipe" />
        <div className="styleguide__stack">
          <Select
            label="Controlled delivery day"
            items={deliveryDays}
            value={day}
            onChange={setDay}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
          />
          <Button prominence="secondary" size="small" onClick={() => setIsOpen(true)}>
            Open the delivery day select
          </Button>
        </div>
      </div>
    </Section>
  );
}

function AccordionSection() {
  const [lastChange, setLastChange] = useState('Nothing toggled yet');
  return (
    <Section id="accordion" title="Accordion">
      <div className="styleguide__accordion">
        <AccordionRow
          title="How much will I save?"
          onExpandedChange={(expanded) => setLastChange(`Savings row ${expanded ? 'opened' : 'closed'}`)}
        >
          <Paragraph>The average customer saves $22+ weekly compared with shopping on their own.</Paragraph>
        </AccordionRow>
        <AccordionRow
          title="How many recipes are there?"
          onExpandedChange={(expanded) => setLastChange(`Recipes row ${expanded ? 'opened' : 'closed'}`)}
        >
          <Paragraph>There are over 3,000 recipes, and new ones every week.</Paragraph>
        </AccordionRow>
      </div>
      <Paragraph variant="caption" aria-live="polite">
        {lastChange}
      </Paragraph>
    </Section>
  );
}

function OverlaysSection() {
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [isAlertOpen, setIsAlertOpen] = useState(false);
  return (
    <Section id="overlays" title="Modal and toasts">
      <Example title="Modal">
        <Button onClick={() => setIsModalOpen(true)}>Open modal</Button>
        <Button buttonStyle="critical" prominence="secondary" onClick={() => setIsAlertOpen(true)}>
          Open alert dialog
        </Button>
      </Example>
      <Modal
        isOpen={isModalOpen}
        onOpenChange={setIsModalOpen}
        title="Your first box"
        footer={(close) => (
          <>
            <Button prominence="secondary" onClick={close}>
              Not now
            </Button>
            <Button onClick={close}>Sounds good</Button>
          </>
        )}
      >
        <Paragraph>Your box arrives on Thursday with 4 meals for 2 people.</Paragraph>
        <TextInput label="Gift note" maxLength={60} showCounter />
      </Modal>
      <Modal
        isOpen={isAlertOpen}
        onOpenChange={setIsAlertOpen}
        isAlert
        isDismissable={false}
        title="Skip this week?"
        footer={(close) => (
          <>
            <Button prominence="secondary" onClick={close}>
              Keep my box
            </Button>
            <Button buttonStyle="critical" onClick={close}>
              Skip
            </Button>
          </>
        )}
      >
        <Paragraph>You will not be charged for this week.</Paragraph>
      </Modal>

      <Example title="Toasts">
        <Button prominence="secondary" onClick={() => toasts.show({ title: 'Added to your box' })}>
          Show a toast
        </Button>
        <Button
          prominence="secondary"
          buttonStyle="success"
          onClick={() =>
            toasts.show(
              { title: 'Preferences saved', description: 'Your plan is being updated.', tone: 'success' },
              { timeoutMs: 5000 },
            )
          }
        >
          Show a success toast (5 s)
        </Button>
        <Button
          prominence="secondary"
          buttonStyle="critical"
          onClick={() =>
            toasts.show({ title: 'Something went wrong', description: 'Please try again.', tone: 'critical' })
          }
        >
          Show an error toast
        </Button>
        <Button
          prominence="tertiary-underlined"
          onClick={() => {
            for (let i = 1; i <= TOAST_LIMIT + 5; i++) toasts.show({ title: `Toast ${i}` }, { timeoutMs: 8000 });
          }}
        >
          Show {TOAST_LIMIT + 5} toasts (at most {TOAST_LIMIT} at once)
        </Button>
      </Example>
    </Section>
  );
}

function NavigationSection() {
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

function HeaderSection() {
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
