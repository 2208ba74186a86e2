// The state of a console list: its filters (as typed, and as applied by the search form), its sort and its page.
// The applied state lives in the address (`?email=…&sort=-id&offset=50`), so a search can be shared and the back
// button returns to it, or — for a list that never put it there — in the page's own state. A search or a new sort
// goes back to the first page; an empty value is no filter.
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Filters, `sort` and `offset` to set; an undefined or empty value removes one. */
type Changes = Record<string, string | undefined>;

export interface ListQueryOptions<Filter extends string> {
  /** The filters' names, as the address and the API call them. */
  filters: readonly Filter[];
  pageSize: number;
  /** Where the applied state lives: the address (the default) or the page's state. */
  inAddress?: boolean;
  /** A filter's draft value that means "any" (a Select's first item): applied as no filter, and the first draft. */
  any?: Partial<Record<Filter, string>>;
  /** A filter's first draft when the address has none (a date: today). */
  initial?: Partial<Record<Filter, string>>;
}

export function useListQuery<Filter extends string>(options: ListQueryOptions<Filter>) {
  const { filters, pageSize, inAddress = true } = options;
  const any: Partial<Record<Filter, string>> = options.any ?? {};
  const initial: Partial<Record<Filter, string>> = options.initial ?? {};
  const { search: locationSearch } = useLocation();
  const navigate = useNavigate();
  const [pageParams, setPageParams] = useState(() => new URLSearchParams());
  const params = inAddress ? new URLSearchParams(locationSearch) : pageParams;
  const offset = Number(params.get('offset') ?? '0') || 0;

  /** An applied filter or the sort; undefined when none. */
  const get = (name: Filter | 'sort') => params.get(name) ?? undefined;

  const update = (changes: Changes) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (inAddress) navigate({ search: `?${next.toString()}` });
    else setPageParams(next);
  };

  const [draft, setDraftValues] = useState(
    () =>
      Object.fromEntries(filters.map((name) => [name, params.get(name) ?? any[name] ?? initial[name] ?? ''])) as Record<
        Filter,
        string
      >,
  );
  const setDraft = (name: Filter, value: string) => setDraftValues((current) => ({ ...current, [name]: value }));

  /** The search form's submit: the draft, trimmed, becomes the applied filters, from the first page. */
  const search = (event?: FormEvent) => {
    event?.preventDefault();
    const changes: Changes = { offset: undefined };
    for (const name of filters) {
      const value = draft[name].trim();
      changes[name] = value === any[name] ? undefined : value;
    }
    update(changes);
  };

  /** A server page's pager for DataTable: previous and next only where the answer links them. */
  const pager = (page: { previous: string | null; next: string | null } | undefined) => ({
    offset,
    onPrevious: page?.previous ? () => update({ offset: String(Math.max(0, offset - pageSize)) }) : undefined,
    onNext: page?.next ? () => update({ offset: String(offset + pageSize) }) : undefined,
  });

  /** A pager for a list that answers only its count: previous after the first page, next before the last. */
  const countPager = (count: number | undefined) => ({
    offset,
    onPrevious: offset > 0 ? () => update({ offset: String(Math.max(0, offset - pageSize)) }) : undefined,
    onNext: offset + pageSize < (count ?? 0) ? () => update({ offset: String(offset + pageSize) }) : undefined,
  });

  return { get, offset, update, draft, setDraft, search, pager, countPager, sort: params.get('sort') };
}
