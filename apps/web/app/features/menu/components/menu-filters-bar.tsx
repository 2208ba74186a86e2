// The menu's filters (issue 39): recipes or products, diet, cuisine, time and price, as plain labelled selects (the
// page stays light: no select widget's code).
import { MENU_DIETS } from '@larder/contracts/values/menu';
import type { ReactNode } from 'react';
import { type MenuFilters, PRICE_CHOICES, TIME_CHOICES } from '../model/menu-filters';
import { MenuText } from '../model/texts';

function Choice({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="menu-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function MenuFiltersBar({
  filters,
  cuisines,
  onChange,
}: {
  filters: MenuFilters;
  cuisines: readonly string[];
  onChange: (filters: MenuFilters) => void;
}) {
  const set = (change: Partial<MenuFilters>) => onChange({ ...filters, ...change });
  const number = (value: string) => (value === '' ? null : Number(value));
  return (
    <fieldset className="menu-filters">
      <legend className="visually-hidden">{MenuText.Filters}</legend>
      <Choice
        id="menu-kind"
        label={MenuText.KindLabel}
        value={filters.kind}
        onChange={(kind) => set({ kind: kind as MenuFilters['kind'] })}
      >
        <option value="pairing">{MenuText.Recipes}</option>
        <option value="product">{MenuText.Products}</option>
      </Choice>
      <Choice id="menu-diet" label={MenuText.Diet} value={filters.diet} onChange={(diet) => set({ diet })}>
        <option value="">{MenuText.Any}</option>
        {MENU_DIETS.map((diet) => (
          <option key={diet.name} value={diet.name}>
            {diet.name}
          </option>
        ))}
      </Choice>
      <Choice
        id="menu-cuisine"
        label={MenuText.Cuisine}
        value={filters.cuisine}
        onChange={(cuisine) => set({ cuisine })}
      >
        <option value="">{MenuText.Any}</option>
        {cuisines.map((cuisine) => (
          <option key={cuisine} value={cuisine}>
            {cuisine}
          </option>
        ))}
      </Choice>
      <Choice
        id="menu-time"
        label={MenuText.Time}
        value={filters.maxMinutes === null ? '' : String(filters.maxMinutes)}
        onChange={(value) => set({ maxMinutes: number(value) })}
      >
        <option value="">{MenuText.Any}</option>
        {TIME_CHOICES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {MenuText.underMinutes(minutes)}
          </option>
        ))}
      </Choice>
      <Choice
        id="menu-price"
        label={MenuText.Price}
        value={filters.maxPriceCents === null ? '' : String(filters.maxPriceCents)}
        onChange={(value) => set({ maxPriceCents: number(value) })}
      >
        <option value="">{MenuText.Any}</option>
        {PRICE_CHOICES.map((cents) => (
          <option key={cents} value={cents}>
            {MenuText.underPrice(cents)}
          </option>
        ))}
      </Choice>
    </fieldset>
  );
}
