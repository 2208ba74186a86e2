// The style guide's selects: placeholder, chosen, errors, disabled, validation, empty, past the hidden native
// select's limit, and controlled.
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Select, type SelectItem } from '../../../ui/select';
import { Section } from './section';

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

export function SelectsSection() {
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
