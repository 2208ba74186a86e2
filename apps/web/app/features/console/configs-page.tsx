// Configs and flags in the console (docs/decisions/207-operator-day.md, "Configs by known keys"): every config the
// store reads (GET /api/admin/configs/) with its description, type, default and value. Feature flags are switches that
// show the server's answer; other configs are edited one at a time, checked by their type before sending, and the
// server's refusal is shown under the field that caused it. Changing needs the admin role: lower roles read only.
import type { AdminConfig, AdminConfigList, ConfigChange } from '@larder/contracts/schemas/admin';
import { configValueProblemOf, knownConfig } from '@larder/contracts/schemas/config-keys';
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { formatCents } from '@larder/contracts/values/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../lib/request';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { TextInput } from '../../ui/text-input';
import { changeConfig, fetchKnownConfigs, problemText } from './api';
import { QueryProblem } from './query-problem';
import './configs-page.css';

const configsKey = ['console', 'configs'] as const;

/** The list with one config's value as the server answered it. */
function useSaved() {
  const queryClient = useQueryClient();
  return (answer: ConfigChange) =>
    queryClient.setQueryData<AdminConfigList>(configsKey, (list) =>
      list
        ? {
            ...list,
            results: list.results.map((config) =>
              config.name === answer.name ? { ...config, value: answer.value } : config,
            ),
          }
        : list,
    );
}

/** The server's refusal, as the words for the field it names (a 400's field message, else its detail). */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body !== null
    ? (() => {
        const body = error.body as Record<string, unknown>;
        const field = [body.value, body.name].find(Array.isArray) as unknown[] | undefined;
        return typeof field?.[0] === 'string' ? field[0] : problemText(error);
      })()
    : problemText(error);

const current = (config: AdminConfig) => config.value ?? config.default;

/** A config's name that a narrow screen may break after its dots and underscores, never inside a word. */
const breakable = (name: string) =>
  name.split(/(?<=[._])/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, in order
    <span key={index}>
      {part}
      <wbr />
    </span>
  ));

function FlagRow({ config, canChange }: { config: AdminConfig; canChange: boolean }) {
  const saved = useSaved();
  const descriptionId = useId();
  const messageId = useId();
  const [message, setMessage] = useState<{ text: string; isProblem: boolean } | null>(null);
  const flip = useMutation({
    mutationFn: (on: boolean) => changeConfig(config.name, on ? '1' : '0'),
    onMutate: () => setMessage(null),
    onSuccess: (answer) => {
      saved(answer);
      setMessage({ text: `Saved: ${answer.name} is ${answer.value === '1' ? 'on' : 'off'}.`, isProblem: false });
    },
    onError: (error) => setMessage({ text: refusal(error), isProblem: true }),
  });
  const isOn = current(config) === '1';
  return (
    <li className="console-configs__flag">
      <Switch
        isSelected={isOn}
        onChange={(on) => flip.mutate(on)}
        isDisabled={!canChange}
        isPending={flip.isPending}
        aria-describedby={message ? `${descriptionId} ${messageId}` : descriptionId}
      >
        <span className="console-configs__name">{breakable(config.name)}</span>
        <span className="console-configs__state">{isOn ? 'On' : 'Off'}</span>
      </Switch>
      <p id={descriptionId} className="console-configs__description">
        {config.description} Default: {config.default === '1' ? 'on' : 'off'}.
      </p>
      {message ? (
        <p
          id={messageId}
          role={message.isProblem ? 'alert' : 'status'}
          className={message.isProblem ? 'console__problem' : 'console__done'}
        >
          {message.text}
        </p>
      ) : null}
    </li>
  );
}

/** A value as the operator reads it: an amount in cents also in dollars, an empty one said so. */
function valueWords(config: AdminConfig, value: string) {
  if (value === '') return 'empty';
  if (config.type === 'cents' && /^\d{1,9}$/.test(value)) return `${value} (${formatCents(Number(value))})`;
  return value;
}

function SettingForm({ config, canChange }: { config: AdminConfig; canChange: boolean }) {
  const saved = useSaved();
  const headingId = useId();
  const [value, setValue] = useState(current(config));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: string) => changeConfig(config.name, next),
    onMutate: () => {
      setProblem(null);
      setDone(null);
    },
    onSuccess: (answer) => {
      saved(answer);
      setValue(answer.value);
      setDone(`Saved: ${answer.name} is ${valueWords(config, answer.value)}.`);
    },
    onError: (error) => setProblem(refusal(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const known = knownConfig(config.name);
    const found = known ? configValueProblemOf(known, value) : undefined;
    if (found) {
      setDone(null);
      setProblem(found);
      return;
    }
    save.mutate(value);
  };
  const unchanged = value === current(config);
  return (
    <li className="console-configs__setting">
      <form onSubmit={submit} aria-labelledby={headingId} noValidate className="console-configs__form">
        <h3 id={headingId} className="console-configs__name">
          {breakable(config.name)}
        </h3>
        <p className="console-configs__description">{config.description}</p>
        <dl className="console-configs__facts">
          <dt>Type</dt>
          <dd>{config.type_label}</dd>
          <dt>Default</dt>
          <dd>{valueWords(config, config.default)}</dd>
          <dt>Now</dt>
          <dd>
            {valueWords(config, current(config))}
            {config.value === null ? ' (the default: none stored)' : ''}
          </dd>
        </dl>
        {canChange ? (
          <div className="console-configs__edit">
            <TextInput
              label={
                <>
                  New value <span className="console__visually-hidden">of {config.name}</span>
                </>
              }
              value={value}
              onChange={(next) => {
                setValue(next);
                setDone(null);
              }}
              errorMessage={problem}
              onErrorClear={() => setProblem(null)}
              inputMode={
                config.type === 'cents' || config.type === 'whole_number' || config.type === 'percent'
                  ? 'numeric'
                  : undefined
              }
            />
            <Button type="submit" size="small" isLoading={save.isPending} isDisabled={unchanged}>
              Save
            </Button>
          </div>
        ) : null}
        {done ? (
          <p role="status" className="console__done">
            {done}
          </p>
        ) : null}
      </form>
    </li>
  );
}

export function ConfigsPage({ role }: { role: OperatorRole }) {
  const configs = useQuery({ queryKey: configsKey, queryFn: fetchKnownConfigs });
  const canChange = roleAtLeast(role, 'admin');
  const results = configs.data?.results ?? [];
  const flags = results.filter((config) => config.type === 'flag');
  const settings = results.filter((config) => config.type !== 'flag');
  const unknown = configs.data?.unknown ?? [];
  return (
    <>
      <h1>Configs and flags</h1>
      {canChange ? (
        <p>Each change takes effect on the storefront at once and is on the audit log.</p>
      ) : (
        <p>Changing configs and flags needs the admin role; yours is {role}. You can read them here.</p>
      )}
      <QueryProblem error={configs.error} />
      {configs.isPending ? <p>Loading the configs…</p> : null}
      {flags.length > 0 ? (
        <section aria-labelledby="flags-heading">
          <h2 id="flags-heading">Feature flags</h2>
          <ul className="console-configs__flags">
            {flags.map((config) => (
              <FlagRow key={config.name} config={config} canChange={canChange} />
            ))}
          </ul>
        </section>
      ) : null}
      {settings.length > 0 ? (
        <section aria-labelledby="settings-heading">
          <h2 id="settings-heading">Settings</h2>
          <ul className="console-configs__settings">
            {settings.map((config) => (
              <SettingForm key={config.name} config={config} canChange={canChange} />
            ))}
          </ul>
        </section>
      ) : null}
      {unknown.length > 0 ? (
        <section aria-labelledby="unknown-heading">
          <h2 id="unknown-heading">Stored but not read</h2>
          <p>
            These were stored before only known names could be set. Nothing in the store reads them, so they change
            nothing.
          </p>
          <ul>
            {unknown.map((config) => (
              <li key={config.name}>
                <code>{config.name}</code> = <code className="console__json">{config.value}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
