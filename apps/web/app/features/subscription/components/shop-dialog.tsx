// The shop (issue 16): the catalogue's full-text search and filters (groceries or recipes, an occasion) over a week's
// box. Items that go against the customer's hard rules are marked, not hidden, and adding one asks first; what is in
// the box already says so; an item the box has no room for cannot be added, and one sentence says why. Each addition is the server's answer (its price, the new totals).
import type { Order } from '@larder/contracts/schemas/checkout';
import { fitsInBox } from '@larder/contracts/values/box-room';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { formatCents } from '@larder/contracts/values/money';
import { useDeferredValue, useState } from 'react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Paragraph } from '../../../ui/paragraph';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { type ShopQuery, useShop, useUpdateLine } from '../api/subscription-client';
import { BoxText, ShopText } from '../model/texts';
import { failureToast, successToast } from './notify';

const OCCASION_LABELS: Record<(typeof OCCASIONS)[number], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snacks',
  sweet: 'Sweets',
};

interface ShopItem {
  id: number;
  name: string;
  picture: string;
  price_cents: number;
  volume: number;
  cold: boolean;
  breaksRules: boolean;
}

export function ShopDialog({
  order,
  isOpen,
  onOpenChange,
  pictureOrigin,
}: {
  order: Order;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  pictureOrigin: string;
}) {
  const [query, setQuery] = useState<ShopQuery>({ kind: 'product', search: '', occasion: '' });
  const deferred = useDeferredValue(query);
  const shop = useShop(deferred, isOpen);
  const update = useUpdateLine();
  const [confirming, setConfirming] = useState<ShopItem | undefined>();
  const inBox = new Set(order.lines.map((line) => `${line.type}:${line.id}`));

  const add = (item: ShopItem, confirm: boolean) =>
    update.mutate(
      { orderId: order.id, type: query.kind, id: item.id, quantity: 1, ...(confirm ? { confirm: true } : {}) },
      { onSuccess: () => successToast(BoxText.added(item.name)), onError: failureToast },
    );

  return (
    <>
      <Modal
        isOpen={isOpen && confirming === undefined}
        onOpenChange={onOpenChange}
        title={ShopText.Title}
        className="shop"
        footer={(close) => <Button onClick={close}>{ShopText.Close}</Button>}
      >
        <div className="shop__filters">
          <TextInput
            label={ShopText.Search}
            type="search"
            value={query.search}
            maxLength={100}
            onChange={(search) => setQuery((current) => ({ ...current, search }))}
          />
          <Select
            label={ShopText.Kind}
            value={query.kind}
            onChange={(kind) =>
              setQuery((current) => ({ ...current, kind: kind === 'pairing' ? 'pairing' : 'product' }))
            }
            items={[
              { key: 'product', textValue: ShopText.Products },
              { key: 'pairing', textValue: ShopText.Recipes },
            ]}
          />
          <Select
            label={ShopText.Occasion}
            value={query.occasion || 'any'}
            onChange={(occasion) =>
              setQuery((current) => ({ ...current, occasion: !occasion || occasion === 'any' ? '' : occasion }))
            }
            items={[
              { key: 'any', textValue: ShopText.AnyOccasion },
              ...OCCASIONS.map((occasion) => ({ key: occasion, textValue: OCCASION_LABELS[occasion] })),
            ]}
          />
        </div>
        {shop.isError ? (
          <Paragraph role="alert">{ShopText.Failed}</Paragraph>
        ) : !shop.data ? (
          <Paragraph role="status">{ShopText.Loading}</Paragraph>
        ) : shop.data.items.length === 0 ? (
          <Paragraph role="status">{ShopText.NoResults}</Paragraph>
        ) : (
          <>
            {shop.data.items.some((item) => !fitsInBox(order.box_space, item)) && (
              <Paragraph role="status" className="shop__full">
                {BoxText.FullForThis}
              </Paragraph>
            )}
            <ul
              className="shop__items"
              aria-label={ShopText.results(shop.data.count)}
              aria-busy={shop.isFetching || undefined}
            >
              {shop.data.items.map((item) => {
                const added = inBox.has(`${query.kind}:${item.id}`);
                return (
                  <li key={item.id} className="shop__item" data-breaks-rules={item.breaksRules || undefined}>
                    <img src={`${pictureOrigin}${item.picture}`} alt="" width={40} height={40} />
                    <span className="shop__name">
                      {item.name}
                      <span className="shop__meta">
                        {formatCents(item.price_cents)}
                        {item.breaksRules && <span className="shop__warning"> · {ShopText.BreaksRules}</span>}
                      </span>
                    </span>
                    {added ? (
                      <span className="shop__in-box">{ShopText.InBox}</span>
                    ) : (
                      <Button
                        size="small"
                        prominence="secondary"
                        aria-label={ShopText.AddLabel(item.name)}
                        isDisabled={update.isPending || !fitsInBox(order.box_space, item)}
                        onClick={() => (item.breaksRules ? setConfirming(item) : add(item, false))}
                      >
                        {ShopText.Add}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Modal>
      <Modal
        isOpen={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirming(undefined);
        }}
        title={ShopText.ConfirmTitle}
        isAlert
        footer={(close) => (
          <>
            <Button prominence="secondary" onClick={close}>
              {ShopText.KeepLooking}
            </Button>
            <Button
              onClick={() => {
                if (confirming) add(confirming, true);
                close();
              }}
            >
              {ShopText.ConfirmAdd}
            </Button>
          </>
        )}
      >
        <Paragraph>{confirming ? ShopText.confirmBody(confirming.name) : ''}</Paragraph>
      </Modal>
    </>
  );
}
