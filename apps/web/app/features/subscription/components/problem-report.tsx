// "Report a problem" on a delivered box (within 7 days): the button; its dialog (problem-report-dialog.tsx) loads when
// it is first pressed.
import type { Order } from '@larder/contracts/schemas/checkout';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/button';
import { ProblemReportText } from '../model/texts';

const ProblemReportDialog = lazy(() => import('./problem-report-dialog'));

export function ProblemReportButton({ order }: { order: Order }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        prominence="secondary"
        aria-label={ProblemReportText.openLabel(order.delivery.label)}
        onClick={() => setOpen(true)}
      >
        {ProblemReportText.Open}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ProblemReportDialog order={order} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
