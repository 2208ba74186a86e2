// One item of the week's menu (issue 39): picture, name (its page), price, servings, time, cuisine and diets; marked
// when in the box; "Add to box" or "Remove", an add that cannot work disabled with the sentence saying why.
import type { MenuItem } from '@larder/contracts/schemas/menu';
import { catalogueItemPath, kindOfContentType } from '@larder/contracts/values/catalogue-paths';
import { formatCents } from '@larder/contracts/values/money';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { ItemPicture } from '../../../ui/item-picture';
import { MenuText } from '../model/texts';

export interface MenuItemCardProps {
  item: MenuItem;
  pictureOrigin: string;
  /** Why it cannot be added now (room, budget); null when it can. */
  blocked: string | null;
  busy: boolean;
  onPick: (pick: boolean) => void;
}

export function MenuItemCard({ item, pictureOrigin, blocked, busy, onPick }: MenuItemCardProps) {
  const picked = item.in_box > 0;
  const reasonId = `menu-why-${item.type}-${item.id}`;
  const facts = [
    formatCents(item.price_cents),
    MenuText.servings(item.servings),
    item.prep_minutes === null ? null : MenuText.minutes(item.prep_minutes),
    ...item.cuisines,
  ].filter(Boolean);
  return (
    <li className="menu-item" data-picked={picked || undefined}>
      <ItemPicture className="menu-item__picture" src={`${pictureOrigin}${item.picture}`} size={56} />
      <div className="menu-item__body">
        <h3 className="menu-item__name">
          <Link to={catalogueItemPath(kindOfContentType(item.type), item)}>{item.name}</Link>
        </h3>
        <p className="menu-item__facts">{facts.join(' · ')}</p>
        {item.diets.length > 0 && <p className="menu-item__diets">{item.diets.join(', ')}</p>}
      </div>
      <div className="menu-item__actions">
        {picked ? (
          <>
            <span className="menu-item__badge">
              {MenuText.InBox}
              {item.in_box > 1 ? ` ×${item.in_box}` : ''}
            </span>
            <Button
              size="small"
              prominence="secondary"
              aria-label={MenuText.removeLabel(item.name)}
              isLoading={busy}
              onClick={() => onPick(false)}
            >
              {MenuText.Remove}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="small"
              prominence="primary"
              aria-label={MenuText.addLabel(item.name)}
              aria-describedby={blocked ? reasonId : undefined}
              isLoading={busy}
              isDisabled={blocked !== null}
              onClick={() => onPick(true)}
            >
              {MenuText.Add}
            </Button>
            {blocked && (
              <span className="menu-item__why" id={reasonId}>
                {blocked}
              </span>
            )}
          </>
        )}
      </div>
    </li>
  );
}
