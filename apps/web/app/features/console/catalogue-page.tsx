// The catalogue in the console: products and recipes by name (every role), and for an admin a price, a
// description, the visibility (a hidden item leaves every customer-facing list, search, page and plan) or the
// picture's alt text changed. The API answers the change at once, and the storefront's product and recipe pages, rendered
// per request from the catalogue as it is now, within seconds (docs/decisions/090-recipe-and-product-pages.md).
import type { AdminCatalogueItem } from '@larder/contracts/schemas/admin-store';
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { CheckboxGroup } from '../../ui/checkbox-group';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { dollars } from './api';
import { catalogueKey, editCatalogueItem, fetchCatalogue } from './catalogue-api';
import { useChangeMessage } from './change-message';
import { ConsoleTable, FilterSubmit } from './console-table';
import { PageButtons } from './page-buttons';
import { QueryProblem } from './query-problem';
import { useListQuery } from './use-list-query';

const PAGE = 50;

export function CataloguePage({ role }: { role: OperatorRole }) {
  // The type and the search stay in the page, not the address.
  const list = useListQuery({
    filters: ['type', 'search'],
    pageSize: PAGE,
    inAddress: false,
    initial: { type: 'product' },
  });
  const type = list.get('type') === 'pairing' ? 'pairing' : 'product';
  const asked = list.get('search') ?? '';
  const offset = list.offset;
  const [editing, setEditing] = useState<AdminCatalogueItem | null>(null);
  const items = useQuery({
    queryKey: [...catalogueKey, type, asked, offset],
    queryFn: () => fetchCatalogue(type, asked, offset),
    placeholderData: keepPreviousData,
  });
  const isAdmin = roleAtLeast(role, 'admin');
  const count = items.data?.count ?? 0;
  return (
    <>
      <h1>Catalogue</h1>
      <p>
        A change is live at once: the shop's lists, baskets, new plans and checkout use it from the next request, and
        the product and recipe pages and the sitemap show it within seconds (a hidden item's page is gone).
      </p>
      {isAdmin ? null : (
        <p>Changing a price, a description, the visibility or an alt text needs the admin role; yours is {role}.</p>
      )}
      {editing ? (
        <EditForm key={`${editing.type}-${editing.id}`} item={editing} onClose={() => setEditing(null)} />
      ) : null}
      <form className="console__filters" onSubmit={list.search}>
        <Select
          label="Show"
          items={[
            { key: 'product', textValue: 'Products' },
            { key: 'pairing', textValue: 'Recipes' },
          ]}
          value={type}
          onChange={(key) => {
            const chosen = key === 'pairing' ? 'pairing' : 'product';
            list.setDraft('type', chosen);
            list.update({ type: chosen, offset: undefined });
          }}
        />
        <TextInput
          label="Name contains"
          type="search"
          value={list.draft.search}
          onChange={(search) => list.setDraft('search', search)}
        />
        <FilterSubmit>Search</FilterSubmit>
      </form>
      <QueryProblem error={items.error} />
      <ConsoleTable
        caption={
          <>
            {type === 'product' ? 'Products' : 'Recipes'} ({count})
          </>
        }
        columns={['Name', 'Price', 'Description', 'Shown to customers']}
        actions
      >
        {(items.data?.results ?? []).map((item) => (
          <tr key={item.id}>
            <td>{item.name}</td>
            <td>{dollars(item.price_cents)}</td>
            <td>{item.description}</td>
            <td>{item.visible ? 'Shown' : 'Hidden'}</td>
            <td>
              {isAdmin ? (
                <Button
                  size="small"
                  prominence="tertiary"
                  aria-label={`Edit ${item.name}`}
                  onClick={() => setEditing(item)}
                >
                  Edit
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <PageButtons {...list.countPager(count)} />
    </>
  );
}

function EditForm({ item, onClose }: { item: AdminCatalogueItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const [price, setPrice] = useState((item.price_cents / 100).toFixed(2));
  const [description, setDescription] = useState(item.description);
  const [visible, setVisible] = useState(item.visible);
  const [alt, setAlt] = useState(item.picture_alt ?? '');
  const save = useMutation({
    mutationFn: (body: { price_cents: number; description: string; visible: boolean; picture_alt: string | null }) =>
      editCatalogueItem(item.type, item.id, body),
    onMutate: message.clear,
    onSuccess: async (saved) => {
      message.done(
        `Saved ${saved.name}: ${dollars(saved.price_cents)}, ${saved.visible ? 'shown' : 'hidden'}. The shop and its pages show it now.`,
      );
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
    },
    onError: message.problem,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+(\.\d{1,2})?$/.test(price.trim())) {
      message.problem('Enter the price in dollars, such as 4.99.');
      return;
    }
    save.mutate({
      price_cents: Math.round(Number(price.trim()) * 100),
      description: description.trim(),
      visible,
      picture_alt: alt.trim() || null,
    });
  };
  return (
    <form className="console__form console__form--wide" onSubmit={submit} aria-labelledby="edit-item" noValidate>
      <h2 id="edit-item">Edit {item.name}</h2>
      <TextInput label="Price in dollars" inputMode="decimal" value={price} onChange={setPrice} isRequired />
      <TextInput label="Description" value={description} onChange={setDescription} maxLength={2000} isRequired />
      <CheckboxGroup
        label="Visibility"
        options={[{ value: 'visible', label: 'Shown to customers' }]}
        value={visible ? ['visible'] : []}
        onChange={(value) => setVisible(value.includes('visible'))}
        description="A hidden item leaves the shop's lists, search, item pages and new plans; orders keep their lines."
      />
      <TextInput
        label="Picture alt text"
        value={alt}
        onChange={setAlt}
        maxLength={200}
        description={`Empty: the default, “${item.type === 'pairing' ? `${item.name}, the finished dish` : item.name}”.`}
      />
      <div className="console__row-actions">
        <Button type="submit" isLoading={save.isPending}>
          Save
        </Button>
        <Button prominence="tertiary" onClick={onClose}>
          Close
        </Button>
      </div>
      {message.shown}
    </form>
  );
}
