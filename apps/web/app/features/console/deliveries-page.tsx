// The console's deliveries (GET /api/admin/deliveries/): for a date and, if chosen, a zone, the pick list (per item
// totals of the boxes going out), its CSV download, and a packing slip per box that prints one to a page (the
// console's bar and these controls are hidden in print). The date and zone are in the address; without a date, the
// store's today (its clock, as Today counts it). The date is picked, the zone chosen from the store's list.
import { itemTypeWord } from '@larder/contracts/values/admin-console';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/request';
import { Button } from '../../ui/button';
import { DatePicker } from '../../ui/date-picker';
import { dollars } from './api';
import { fetchDeliveryDay, fetchPickListCsv } from './deliveries-api';
import { QueryProblem } from './query-problem';
import './console-screens.css';
import { FilterSubmit } from './console-table';
import { StatusBadge } from './status-badge';
import { fetchStoreClock, storeClockKey } from './today-api';
import { EVERY_ZONE, ZoneSelect } from './zone-select';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DeliveriesPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  // Without a date in the address: the store's date (its clock, as Today's), never the browser's.
  const clock = useQuery({ queryKey: storeClockKey, queryFn: fetchStoreClock, enabled: !params.get('date') });
  const date = params.get('date') ?? clock.data?.date ?? '';
  const zone = params.get('zone') || undefined;
  const [draft, setDraft] = useState<{ date: string | null; zone: string }>({ date: null, zone: zone ?? EVERY_ZONE });
  const draftDate = draft.date ?? date;
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const day = useQuery({
    queryKey: ['console', 'deliveries', date, zone ?? ''],
    queryFn: () => fetchDeliveryDay(date, zone),
    enabled: DATE.test(date),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const download = useMutation({
    mutationFn: () => fetchPickListCsv(date, zone),
    onSuccess: (csv) => saveFile(`pick-list-${date}${zone ? `-${zone}` : ''}.csv`, csv),
  });
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (!DATE.test(draftDate)) {
      setDateProblem('Pick a delivery date, or type one such as 11/26/2026.');
      return;
    }
    setDateProblem(null);
    const next = new URLSearchParams({ date: draftDate });
    if (draft.zone !== EVERY_ZONE) next.set('zone', draft.zone);
    navigate({ search: `?${next.toString()}` });
  };
  const data = day.data;
  const going = data?.orders.filter((order) => order.picked) ?? [];
  return (
    <>
      <h1>Deliveries</h1>
      <form className="console__filters" onSubmit={show} aria-label="Choose a delivery day" noValidate>
        <DatePicker
          label="Delivery date"
          value={draftDate}
          onChange={(value) => setDraft({ ...draft, date: value })}
          minValue="2000-01-01"
          maxValue="2099-12-31"
          errorMessage={dateProblem}
        />
        <ZoneSelect value={draft.zone} onChange={(value) => setDraft({ ...draft, zone: value })} />
        <FilterSubmit prominence="primary">Show</FilterSubmit>
      </form>
      <QueryProblem error={clock.error} />
      <QueryProblem error={day.error} />
      {!date && clock.isPending ? <p role="status">Finding today by the store’s clock…</p> : null}
      {day.isPending && DATE.test(date) ? <p role="status">Loading the deliveries of {date}…</p> : null}
      {data && !day.isError ? (
        <>
          <p>
            {going.length} box{going.length === 1 ? '' : 'es'} going out on {data.date}
            {data.zone ? ` in zone ${data.zone}` : ' in every zone'}
            {data.orders.length > going.length
              ? ` (${data.orders.length - going.length} more skipped, failed or done)`
              : ''}
            .
          </p>
          <div className="console-no-print console-screen__buttons">
            <div>
              <Button onClick={() => download.mutate()} isLoading={download.isPending}>
                Download the pick list (CSV)
              </Button>
              <QueryProblem error={download.error} />
            </div>
            <div>
              <Button prominence="secondary" onClick={() => window.print()}>
                Print the packing slips
              </Button>
            </div>
          </div>

          <section className="console-screen__section console-no-print" aria-labelledby="pick-heading">
            <h2 id="pick-heading">Pick list</h2>
            <table className="console__table">
              <caption className="console__visually-hidden">Pick list of {data.date}</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Quantity</th>
                </tr>
              </thead>
              <tbody>
                {data.pick_list.length === 0 ? (
                  <tr>
                    <td colSpan={3}>Nothing to pick.</td>
                  </tr>
                ) : (
                  data.pick_list.map((line) => (
                    <tr key={`${line.item_type}-${line.item_id}`}>
                      <td>{line.name}</td>
                      <td>{itemTypeWord(line.item_type)}</td>
                      <td>{line.quantity}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>

          <section aria-labelledby="slips-heading">
            <h2 id="slips-heading">Packing slips</h2>
            {going.length === 0 ? <p>No box to pack.</p> : null}
            <div className="console-slips">
              {going.map((order) => (
                <article key={order.id} className="console-slip" aria-labelledby={`slip-${order.id}`}>
                  <h3 id={`slip-${order.id}`}>
                    Order {order.id}, {data.date}, zone {order.zone}
                  </h3>
                  <address>
                    {order.address.first_name} {order.address.last_name}
                    <br />
                    {order.address.address1}
                    {order.address.address2 ? `, ${order.address.address2}` : ''}
                    <br />
                    {order.address.city}, {order.address.state} {order.address.zip}
                    {order.address.phone ? (
                      <>
                        <br />
                        {order.address.phone}
                      </>
                    ) : null}
                  </address>
                  {order.address.delivery_instructions ? (
                    <p>Instructions: {order.address.delivery_instructions}</p>
                  ) : null}
                  <ul>
                    {order.lines.map((line) => (
                      <li key={`${line.item_type}-${line.item_id}-${line.name}`}>
                        {line.quantity} × {line.name}
                      </li>
                    ))}
                  </ul>
                  <p className="console-screen__quiet">
                    <StatusBadge status={order.status} /> {dollars(order.total_cents)}
                  </p>
                </article>
              ))}
            </div>
          </section>
        </>
      ) : null}
    </>
  );
}
