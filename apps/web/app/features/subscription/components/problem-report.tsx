// "Report a problem" on a delivered box (while the API's `report_until` says so): the button, on the box and in the
// delivery rating (one problem flow); its dialog (problem-report-dialog.tsx) loads when it is first pressed.
import type { Order } from '@larder/contracts/schemas/checkout';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/button';
import { ProblemReportText } from '../model/texts';

const ProblemReportDialog = lazy(() => import('./problem-report-dialog'));

/** `fromRating`: the button the delivery rating shows beside a reason a report credits (its own name). */
export function ProblemReportButton({ order, fromRating = false }: { order: Order; fromRating?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        prominence={fromRating ? 'primary' : 'secondary'}
        aria-label={fromRating ? undefined : ProblemReportText.openLabel(order.delivery.label)}
        onClick={() => setOpen(true)}
      >
        {fromRating ? ProblemReportText.ReportIt : ProblemReportText.Open}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ProblemReportDialog order={order} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
