// The audit log in the console (docs/decisions/207-operator-day.md, "The audit in operator words"): one line per change
// as the server words it ("dana@example.com (operations) refunded $12.50 to the card on order 6"), the fields that
// changed (before → after) and links to what it touched; filtered by the operator's email, the kind of change and
// dates (GET /api/admin/audit/), a page at a time. A filter the server refuses is said under that filter, and the
// old lines are not left on screen.
import type { AuditEntry } from '@larder/contracts/schemas/admin';
import { AUDIT_PAGE_SIZE } from '@larder/contracts/values/admin';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@larder/contracts/values/audit-actions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/request';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { fetchAudit } from './api';
import { FilterSubmit } from './console-table';
import { PageButtons } from './page-buttons';
import { QueryProblem } from './query-problem';
import { useListQuery } from './use-list-query';
import './audit-page.css';

const FILTERS = ['operator_email', 'action', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const ANY_KIND = 'any';
const KINDS = [
  { key: ANY_KIND, textValue: 'Any kind' },
  ...AUDIT_ACTIONS.map((action) => ({ key: action, textValue: AUDIT_ACTION_LABELS[action] })),
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day typed as YYYY-MM-DD is its UTC midnight; a full date-time is sent as typed. */
const asInstant = (day: string | undefined) => (day && DAY.test(day) ? `${day}T00:00:00Z` : day);

/** What is wrong with a filter as typed, before anything is sent. */
function filterProblem(name: Filter, value: string): string | undefined {
  if (value === '') return undefined;
  if (name === 'operator_email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
    return 'Enter an operator’s email, such as dana@example.com.';
  }
  if ((name === 'from' || name === 'to') && !DAY.test(value) && Number.isNaN(Date.parse(value))) {
    return 'Enter a day such as 2026-11-26.';
  }
  return undefined;
}

/** The server's words for each filter it refused (a 400 names the field). */
function refusedFilters(error: unknown): Partial<Record<Filter, string>> {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== 'object' || !error.body) return {};
  const body = error.body as Record<string, unknown>;
  const words: Partial<Record<Filter, string>> = {};
  for (const name of FILTERS) {
    const messages = body[name];
    if (Array.isArray(messages) && typeof messages[0] === 'string') words[name] = messages[0];
  }
  return words;
}

const when = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

function AuditLine({ entry }: { entry: AuditEntry }) {
  return (
    <li className="console-audit__line">
      <p className="console-audit__meta">
        <time dateTime={entry.at}>{when(entry.at)} UTC</time>
        <span className="console-audit__kind">{entry.action_label}</span>
      </p>
      <p className="console-audit__sentence">{entry.sentence}</p>
      {entry.changes.length > 0 ? (
        <ul className="console-audit__changes" aria-label="Changed">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="console-audit__field">{change.field}</span>:{' '}
              {change.before === null ? (
                <>set to {change.after ?? 'nothing'}</>
              ) : (
                <>
                  {change.before} → {change.after ?? 'nothing'}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.links.length > 0 ? (
        <p className="console-audit__links">
          {entry.links.map((link) => (
            <Link key={link.path} to={link.path}>
              {link.label}
            </Link>
          ))}
        </p>
      ) : null}
    </li>
  );
}

export function AuditPage() {
  // The filters stay in the page, not the address.
  const list = useListQuery({
    filters: FILTERS,
    pageSize: AUDIT_PAGE_SIZE,
    inAddress: false,
    any: { action: ANY_KIND },
  });
  const [typed, setTyped] = useState<Partial<Record<Filter, string>>>({});
  const query = {
    operator_email: list.get('operator_email'),
    action: list.get('action'),
    from: asInstant(list.get('from')),
    to: asInstant(list.get('to')),
    limit: AUDIT_PAGE_SIZE,
    offset: list.offset,
  };
  const audit = useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: () => fetchAudit(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const refused = refusedFilters(audit.error);
  const problems: Partial<Record<Filter, string>> = { ...refused, ...typed };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Filter, string>> = {};
    for (const name of FILTERS) {
      const problem = filterProblem(name, list.draft[name].trim());
      if (problem) found[name] = problem;
    }
    setTyped(found);
    if (Object.keys(found).length === 0) list.search();
  };
  const field = (name: Filter) => ({
    value: list.draft[name],
    onChange: (value: string) => {
      list.setDraft(name, value);
      setTyped((current) => ({ ...current, [name]: undefined }));
    },
    errorMessage: problems[name] ?? null,
  });
  // A refusal replaces the lines: the ones on screen answered other filters.
  const entries = audit.error ? [] : (audit.data?.results ?? []);
  const count = audit.error ? 0 : (audit.data?.count ?? 0);
  return (
    <>
      <h1>Audit log</h1>
      <form className="console__filters" onSubmit={search} aria-label="Filter the audit log" noValidate>
        <TextInput label="Operator email" type="email" autoComplete="off" {...field('operator_email')} />
        <Select
          label="Kind"
          items={KINDS}
          value={list.draft.action}
          onChange={(kind) => list.setDraft('action', kind ?? ANY_KIND)}
          errorMessage={problems.action ?? null}
        />
        <TextInput label="From (UTC)" placeholder="YYYY-MM-DD" {...field('from')} />
        <TextInput label="Before (UTC)" placeholder="YYYY-MM-DD" {...field('to')} />
        <FilterSubmit prominence="primary">Filter</FilterSubmit>
      </form>
      {Object.keys(refused).length === 0 ? <QueryProblem error={audit.error} /> : null}
      <section aria-labelledby="audit-heading" aria-busy={audit.isFetching || undefined}>
        <h2 id="audit-heading" className="console-audit__heading">
          {audit.isPending ? 'Loading the audit log…' : `${count} ${count === 1 ? 'change' : 'changes'}, newest first`}
        </h2>
        {!audit.isPending && !audit.error && entries.length === 0 ? <p>No change matches these filters.</p> : null}
        <ol className="console-audit__lines">
          {entries.map((entry) => (
            <AuditLine key={entry.id} entry={entry} />
          ))}
        </ol>
        {count > AUDIT_PAGE_SIZE ? <PageButtons {...list.pager(audit.error ? undefined : audit.data)} /> : null}
      </section>
    </>
  );
}
