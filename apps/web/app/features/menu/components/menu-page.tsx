// This week's menu (`/menu/`, issue 39): for each of the subscriber's open weeks (chosen above the menu), every recipe
// and product they may have, filtered by diet, cuisine, time and price, their picks marked; what their rules hide is
// listed apart with the reason. Adding and removing go through the box editor; the box's totals, room and marks shown
// after each are the server's answer. The box the store picked stays as it is for a customer who does nothing.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { MenuItem } from '@larder/contracts/schemas/menu';
import { hiddenLine } from '@larder/contracts/values/menu';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/request';
import { Button } from '../../../ui/button';
import { Paragraph } from '../../../ui/paragraph';
import { usePick, useWeekMenu } from '../api/menu-client';
import { filterMenu, type MenuFilters, NO_FILTERS, whyNotAddable } from '../model/menu-filters';
import { MenuText } from '../model/texts';
import { MenuFiltersBar } from './menu-filters-bar';
import { MenuItemCard } from './menu-item-card';
import { MenuSummary } from './menu-summary';
import './menu.css';

/** Items shown at first, and added by each "Show more". */
export const MENU_PAGE_SIZE = 24;

export interface WeekMenuViewProps {
  /** The subscriber's open weeks (scheduled, before their cutoff), earliest first. */
  weeks: readonly Order[];
  /** The week shown (its order's id). */
  weekId: number;
  /** The address of another week's menu. */
  weekHref: (orderId: number) => string;
  pictureOrigin: string;
}

const itemKey = (item: Pick<MenuItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

export function WeekMenuView({ weeks, weekId, weekHref, pictureOrigin }: WeekMenuViewProps) {
  const menu = useWeekMenu(weekId);
  const pick = usePick(weekId);
  const [filters, setFilters] = useState<MenuFilters>(NO_FILTERS);
  const [shownCount, setShownCount] = useState(MENU_PAGE_SIZE);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const lists = useMemo(() => (menu.data ? filterMenu(menu.data.items, filters) : undefined), [menu.data, filters]);
  const changing = pick.isPending ? itemKey(pick.variables.item) : undefined;

  const onPick = (item: MenuItem, picked: boolean) => {
    setAnnouncement('');
    setFailure('');
    pick.mutate(
      { item, pick: picked },
      {
        onSuccess: () => setAnnouncement(picked ? MenuText.added(item.name) : MenuText.removed(item.name)),
        onError: (error) => setFailure(error instanceof ApiError && error.detail ? error.detail : MenuText.Failed),
      },
    );
  };

  return (
    <>
      {weeks.length > 1 && (
        <nav className="menu-weeks" aria-label={MenuText.WeeksLabel}>
          <ul>
            {weeks.map((week) => (
              <li key={week.id}>
                <Link
                  to={weekHref(week.id)}
                  className="menu-weeks__link"
                  aria-current={week.id === weekId ? 'page' : undefined}
                  replace
                >
                  {week.delivery.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {menu.data && lists ? (
        <div className="menu-layout">
          <aside className="menu-layout__side">
            <MenuSummary order={menu.data.order} budgetCents={menu.data.budget_cents} />
          </aside>
          <div className="menu-layout__main">
            <MenuFiltersBar
              filters={filters}
              cuisines={menu.data.cuisines}
              onChange={(next) => {
                setFilters(next);
                setShownCount(MENU_PAGE_SIZE);
              }}
            />
            <p className="menu-status" role="status">
              {announcement}
            </p>
            {failure && (
              <Paragraph role="alert" className="menu-failure">
                {failure}
              </Paragraph>
            )}
            <Paragraph variant="caption" className="menu-count">
              {MenuText.shown(lists.shown.length)}
            </Paragraph>
            {lists.shown.length === 0 ? (
              <Paragraph>{MenuText.NothingShown}</Paragraph>
            ) : (
              <ul className="menu-items">
                {lists.shown.slice(0, shownCount).map((item) => (
                  <MenuItemCard
                    key={itemKey(item)}
                    item={item}
                    pictureOrigin={pictureOrigin}
                    blocked={item.in_box > 0 ? null : whyNotAddable(item, menu.data.order, menu.data.budget_cents)}
                    busy={changing === itemKey(item)}
                    onPick={(picked) => onPick(item, picked)}
                  />
                ))}
              </ul>
            )}
            {lists.shown.length > shownCount && (
              <Button prominence="secondary" onClick={() => setShownCount((count) => count + MENU_PAGE_SIZE)}>
                {MenuText.showMore(lists.shown.length - shownCount)}
              </Button>
            )}
            {lists.hidden.length > 0 && (
              <details className="menu-hidden">
                <summary>{MenuText.hiddenCount(lists.hidden.length)}</summary>
                <ul>
                  {lists.hidden.map((item) => (
                    <li key={itemKey(item)}>
                      <span className="menu-hidden__name">{item.name}</span>{' '}
                      <span className="menu-hidden__why">{hiddenLine(item.hidden_because)}</span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        </div>
      ) : menu.isError ? (
        <Paragraph role="alert">
          {menu.error instanceof ApiError && menu.error.detail ? menu.error.detail : MenuText.Failed}
        </Paragraph>
      ) : (
        <Paragraph role="status">{MenuText.Loading}</Paragraph>
      )}
    </>
  );
}
