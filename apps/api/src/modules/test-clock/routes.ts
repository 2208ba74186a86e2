// The test clock, registered only with TEST_CLOCK=true (refused next to a live Stripe key): Stripe calls its own
// "test clocks" the way to see a subscription through its billing cycle; ours moves the process's "now" so a journey
// can pass a week's cutoff and see it finalized and charged without waiting days.
//   GET  /api/v2/test/clock/                  → {now, moved}
//   PUT  /api/v2/test/clock/  {now | null}    → the clock moved to `now` (it keeps running from there), or back
//   POST /api/v2/test/orders/finalize-due/    → runs the weekly cycle's jobs now, in their order (weekly-cycle.ts)
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { FinalizationPass, TestClockRequest, TestClockState } from '@larder/contracts/schemas/test-clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['test clock'];

export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  let offsetMs = 0;
  app.clock.now = () => new Date(Date.now() + offsetMs);
  const state = () => ({ now: app.clock.now().toISOString(), moved: offsetMs !== 0 });

  app.get(
    '/api/v2/test/clock/',
    { schema: { tags, summary: 'The server’s now', response: { 200: TestClockState } } },
    async () => state(),
  );

  app.put(
    '/api/v2/test/clock/',
    {
      schema: {
        tags,
        summary: 'Move the server’s now (null: back to the real time)',
        body: TestClockRequest,
        response: { 200: TestClockState, 400: ErrorBody },
      },
    },
    async (request) => {
      offsetMs = request.body.now === null ? 0 : Date.parse(request.body.now) - Date.now();
      return state();
    },
  );

  app.post(
    '/api/v2/test/orders/finalize-due/',
    {
      schema: {
        tags,
        summary: 'Run the weekly cycle now: make the weeks, finalize and charge what is due, mark deliveries',
        response: { 200: FinalizationPass },
      },
    },
    async () => app.commerce.cycle.runAll(),
  );
};
