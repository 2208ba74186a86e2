// The subscription's settings on the account home (issue 16): the delivery day (the zone's days), pause for 1–4
// weeks or resume, cancel with a reason (a pause offered first) or reactivate. Each change shows a toast; the server
// emails the customer too.
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { PAUSE_WEEKS_MAX, weekdayName } from '@larder/contracts/values/subscription';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { Select } from '../../../ui/select';
import { useChangeDay, usePause, useReactivate, useResume } from '../api/subscription-client';
import { ManageText } from '../model/texts';
import { dateLabel } from './date-label';
import { failureToast, successToast } from './notify';

// The cancel dialog's code loads when it is first opened.
const CancelFlow = lazy(() => import('./cancel-flow'));

export function ManageSubscription({ view }: { view: SubscriptionView }) {
  const [weekday, setWeekday] = useState(String(view.delivery_weekday ?? ''));
  const [weeks, setWeeks] = useState('1');
  const [canceling, setCanceling] = useState(false);
  const cancelOpened = useOpenedOnce(canceling);
  const changeDay = useChangeDay();
  const pause = usePause();
  const resume = useResume();
  const reactivate = useReactivate();

  return (
    <section className="manage" aria-labelledby="manage-subscription">
      <Heading variant="H3" level={2} id="manage-subscription">
        {ManageText.Heading}
      </Heading>
      {view.status === 'canceled' ? (
        <div className="manage__row">
          <Paragraph>{ManageText.CanceledState}</Paragraph>
          <Button
            isLoading={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(undefined, {
                onSuccess: () => successToast(ManageText.Reactivated),
                onError: failureToast,
              })
            }
          >
            {ManageText.Reactivate}
          </Button>
        </div>
      ) : (
        <>
          {view.status === 'active' && (
            <div className="manage__row">
              <Select
                label={ManageText.DeliveryDay}
                value={weekday}
                onChange={(key) => setWeekday(key ?? weekday)}
                items={view.delivery_weekdays.map((day) => ({ key: String(day), textValue: weekdayName(day) }))}
              />
              <Button
                prominence="secondary"
                isDisabled={weekday === String(view.delivery_weekday)}
                isLoading={changeDay.isPending}
                onClick={() =>
                  changeDay.mutate(Number(weekday), {
                    onSuccess: () => successToast(ManageText.dayChanged(weekdayName(Number(weekday)))),
                    onError: failureToast,
                  })
                }
              >
                {ManageText.ChangeDay}
              </Button>
            </div>
          )}
          {view.status === 'paused' ? (
            <div className="manage__row">
              <Paragraph>
                {ManageText.pausedUntil(view.paused_until ? dateLabel(view, view.paused_until) : '')}
              </Paragraph>
              <Button
                isLoading={resume.isPending}
                onClick={() =>
                  resume.mutate(undefined, { onSuccess: () => successToast(ManageText.Resumed), onError: failureToast })
                }
              >
                {ManageText.Resume}
              </Button>
            </div>
          ) : (
            <div className="manage__row">
              <Select
                label={ManageText.PauseWeeks}
                value={weeks}
                onChange={(key) => setWeeks(key ?? weeks)}
                items={Array.from({ length: PAUSE_WEEKS_MAX }, (_, index) => ({
                  key: String(index + 1),
                  textValue: ManageText.weeks(index + 1),
                }))}
              />
              <Button
                prominence="secondary"
                isLoading={pause.isPending}
                onClick={() =>
                  pause.mutate(Number(weeks), {
                    onSuccess: (changed) =>
                      successToast(
                        ManageText.paused(changed.paused_until ? dateLabel(changed, changed.paused_until) : ''),
                      ),
                    onError: failureToast,
                  })
                }
              >
                {ManageText.Pause}
              </Button>
            </div>
          )}
          <div className="manage__row">
            <Button prominence="tertiary-underlined" onClick={() => setCanceling(true)}>
              {ManageText.Cancel}
            </Button>
          </div>
        </>
      )}
      {cancelOpened && (
        <Suspense fallback={null}>
          <CancelFlow view={view} isOpen={canceling} onOpenChange={setCanceling} />
        </Suspense>
      )}
    </section>
  );
}
