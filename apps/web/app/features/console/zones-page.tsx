// Delivery zones in the console: every zone (every role), and for operations and up a zone's ZIPs, delivery days,
// cutoff and fee changed, a new zone, and a zone disabled or enabled; then the waitlist, by ZIP. The server checks
// the zone as `npm run zones -- set` does and answers its problem in words, shown here.
import type { AdminZone } from '@larder/contracts/schemas/admin-store';
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { dollars } from './api';
import { useChangeMessage } from './change-message';
import { useConfirmAction } from './confirm-action';
import { ConsoleTable, FilterSubmit } from './console-table';
import { QueryProblem } from './query-problem';
import { fetchWaitlist, fetchZones, saveZone, setZoneActive, zonesKey } from './zones-api';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

export function ZonesPage({ role }: { role: OperatorRole }) {
  const zones = useQuery({ queryKey: zonesKey, queryFn: fetchZones });
  const [editing, setEditing] = useState<AdminZone | 'new' | null>(null);
  const canChange = roleAtLeast(role, 'operations');
  return (
    <>
      <h1>Delivery zones</h1>
      <p>The storefront picks up a change within 30 seconds.</p>
      {canChange ? (
        <p>
          <Button size="small" prominence="secondary" onClick={() => setEditing('new')}>
            New zone
          </Button>
        </p>
      ) : (
        <p>Changing a zone needs the operations role; yours is {role}.</p>
      )}
      {editing ? (
        <ZoneForm
          key={editing === 'new' ? 'new' : editing.code}
          zone={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <QueryProblem error={zones.error} />
      <ConsoleTable
        caption={<>Zones ({zones.data?.results.length ?? 0})</>}
        columns={['Zone', 'State', 'Subscribers', 'ZIPs', 'Delivery days', 'Cutoff', 'Fee']}
        actions
      >
        {(zones.data?.results ?? []).map((zone) => (
          <ZoneRow key={zone.code} zone={zone} canChange={canChange} onEdit={() => setEditing(zone)} />
        ))}
      </ConsoleTable>
      <Waitlist />
    </>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What disabling a zone does, with the server's counts of its subscribers and boxes (weeks.ts makes no new week). */
function zoneDisableEffect(zone: AdminZone): string {
  const subscribers = plural(zone.subscribers, 'subscriber', 'subscribers');
  const boxes = plural(zone.boxes_to_deliver, 'box', 'boxes');
  return `Its ZIPs are no longer offered to new customers. ${zone.name} has ${subscribers}: while it is disabled they get no new weeks. The ${boxes} already made for it ${zone.boxes_to_deliver === 1 ? 'is' : 'are'} still charged at cutoff and delivered on ${zone.boxes_to_deliver === 1 ? 'its' : 'their'} day. Enable the zone again to undo this.`;
}

function ZoneRow({ zone, canChange, onEdit }: { zone: AdminZone; canChange: boolean; onEdit: () => void }) {
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const toggle = useMutation({
    mutationFn: () => setZoneActive(zone.code, !zone.active),
    onMutate: message.clear,
    onSuccess: async (changed) => {
      message.done(`${changed.active ? 'Enabled' : 'Disabled'} ${changed.name}.`);
      await queryClient.invalidateQueries({ queryKey: zonesKey });
    },
    onError: message.problem,
  });
  return (
    <tr>
      <td>
        <strong>{zone.name}</strong> ({zone.code})
        <br />
        {zone.time_zone}
      </td>
      <td>{zone.active ? 'active' : 'disabled'}</td>
      <td>
        {zone.subscribers} ({plural(zone.boxes_to_deliver, 'box', 'boxes')} to deliver)
      </td>
      <td className="console__zips">
        {[...zone.zip_prefixes.map((prefix) => `${prefix}xx`), ...zone.zips].join(', ')}
      </td>
      <td>{zone.delivery_weekdays.map((day) => WEEKDAYS[day]).join(', ')}</td>
      <td>
        {zone.cutoff_days_before} days before, {zone.cutoff_local_time}
      </td>
      <td>{zone.delivery_fee_cents === null ? 'the store default' : dollars(zone.delivery_fee_cents)}</td>
      <td>
        {canChange ? (
          <div className="console__row-actions">
            <Button size="small" prominence="tertiary" aria-label={`Edit ${zone.name}`} onClick={onEdit}>
              Edit
            </Button>
            <Button
              size="small"
              prominence="secondary"
              aria-label={`${zone.active ? 'Disable' : 'Enable'} ${zone.name}`}
              isLoading={toggle.isPending}
              onClick={() =>
                zone.active
                  ? confirm.ask({
                      title: `Disable ${zone.name}?`,
                      effect: zoneDisableEffect(zone),
                      confirmLabel: `Disable ${zone.name}`,
                      onConfirm: () => toggle.mutate(),
                    })
                  : toggle.mutate()
              }
            >
              {zone.active ? 'Disable' : 'Enable'}
            </Button>
          </div>
        ) : null}
        {message.shown}
        {confirm.dialog}
      </td>
    </tr>
  );
}

function ZoneForm({ zone, onClose }: { zone: AdminZone | undefined; onClose: () => void }) {
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const [code, setCode] = useState(zone?.code ?? '');
  const [name, setName] = useState(zone?.name ?? '');
  const [prefixes, setPrefixes] = useState(zone?.zip_prefixes.join(', ') ?? '');
  const [zips, setZips] = useState(zone?.zips.join(', ') ?? '');
  const [timeZone, setTimeZone] = useState(zone?.time_zone ?? 'America/New_York');
  const [days, setDays] = useState(zone?.delivery_weekdays.map((day) => WEEKDAYS[day]).join(', ') ?? '');
  const [cutoffDays, setCutoffDays] = useState(String(zone?.cutoff_days_before ?? 4));
  const [cutoffTime, setCutoffTime] = useState(zone?.cutoff_local_time ?? '19:00');
  const [fee, setFee] = useState(zone?.delivery_fee_cents == null ? '' : (zone.delivery_fee_cents / 100).toFixed(2));
  const save = useMutation({
    mutationFn: (input: { code: string; body: Parameters<typeof saveZone>[1] }) => saveZone(input.code, input.body),
    onMutate: message.clear,
    onSuccess: async (saved) => {
      message.done(`Saved ${saved.name}.`);
      await queryClient.invalidateQueries({ queryKey: zonesKey });
    },
    onError: message.problem,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const weekdays = list(days).map((day) =>
      WEEKDAYS.findIndex((known) => known.toLowerCase() === day.slice(0, 3).toLowerCase()),
    );
    if (weekdays.includes(-1)) {
      message.problem('Delivery days are weekday names, such as Tue, Thu, Sat.');
      return;
    }
    if (!/^\d{1,2}$/.test(cutoffDays.trim())) {
      message.problem('The cutoff is a whole number of days before delivery.');
      return;
    }
    if (fee.trim() !== '' && !/^\d+(\.\d{1,2})?$/.test(fee.trim())) {
      message.problem('Enter the fee in dollars, such as 7.99, or leave it empty for the store default.');
      return;
    }
    save.mutate({
      code: code.trim(),
      body: {
        name: name.trim(),
        zip_prefixes: list(prefixes),
        zips: list(zips),
        time_zone: timeZone.trim(),
        delivery_weekdays: weekdays,
        cutoff_days_before: Number(cutoffDays.trim()),
        cutoff_local_time: cutoffTime.trim(),
        delivery_fee_cents: fee.trim() === '' ? null : Math.round(Number(fee.trim()) * 100),
      },
    });
  };
  return (
    <form className="console__form console__form--wide" onSubmit={submit} aria-labelledby="zone-form" noValidate>
      <h2 id="zone-form">{zone ? `Edit ${zone.name}` : 'New zone'}</h2>
      {zone ? null : (
        <TextInput
          label="Code"
          description="2-32 lower-case letters, digits or hyphens, e.g. boston."
          value={code}
          onChange={setCode}
          isRequired
        />
      )}
      <TextInput label="Name" value={name} onChange={setName} isRequired />
      <TextInput
        label="ZIP prefixes"
        description="3 digits each, separated by commas: 021 covers 02100-02199."
        value={prefixes}
        onChange={setPrefixes}
      />
      <TextInput label="Whole ZIPs" description="5 digits each, separated by commas." value={zips} onChange={setZips} />
      <TextInput label="Time zone" description="For example America/Chicago." value={timeZone} onChange={setTimeZone} />
      <TextInput label="Delivery days" description="For example Tue, Thu, Sat." value={days} onChange={setDays} />
      <TextInput label="Cutoff: days before delivery" inputMode="numeric" value={cutoffDays} onChange={setCutoffDays} />
      <TextInput
        label="Cutoff: time of day"
        description="24-hour HH:MM in the zone's time zone."
        value={cutoffTime}
        onChange={setCutoffTime}
      />
      <TextInput
        label="Delivery fee in dollars"
        description="Empty: the store default (the config checkout.delivery_fee_cents)."
        inputMode="decimal"
        value={fee}
        onChange={setFee}
      />
      <div className="console__row-actions">
        <Button type="submit" isLoading={save.isPending}>
          Save zone
        </Button>
        <Button prominence="tertiary" onClick={onClose}>
          Close
        </Button>
      </div>
      {message.shown}
    </form>
  );
}

function Waitlist() {
  const [zip, setZip] = useState('');
  const [asked, setAsked] = useState('');
  const waitlist = useQuery({ queryKey: [...zonesKey, 'waitlist', asked], queryFn: () => fetchWaitlist(asked) });
  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">Waitlist</h2>
      <form
        className="console__filters"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(zip.trim());
        }}
      >
        <TextInput label="ZIP" description="Empty: every ZIP." inputMode="numeric" value={zip} onChange={setZip} />
        <FilterSubmit>Show</FilterSubmit>
      </form>
      <QueryProblem error={waitlist.error} />
      <ConsoleTable
        caption={
          <>
            Asked to be told when we deliver{asked ? ` to ${asked}` : ''} ({waitlist.data?.results.length ?? 0})
          </>
        }
        columns={['ZIP', 'Email', 'Asked']}
      >
        {(waitlist.data?.results ?? []).map((row) => (
          <tr key={row.id}>
            <td>{row.zip}</td>
            <td>{row.email}</td>
            <td>{row.at.slice(0, 10)}</td>
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}
