// Where browsers report Content-Security-Policy violations of the storefront's pages (web/security-headers.ts):
// `POST /api/csp-reports/` takes both formats browsers send — `report-uri`'s `{"csp-report": {…}}`
// (application/csp-report) and the Reporting API's list of `csp-violation` reports (application/reports+json) —
// and stores each as a `warn` line of the log collector (service `csp`), scrubbed like any browser log, so operators
// read them with `npm run logs` and they are forwarded to Datadog when configured. Browsers send no client key, so
// the path is exempt from it; answers are 204, limited per client address.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { CSP_REPORT_PATH } from '../../web/security-headers';
import { RateLimiter } from '../rate-limits/service';
import type { LogRow } from '../telemetry/browser-logs';
import { insertLogs } from '../telemetry/repository';
import { scrubObject, scrubText } from '../telemetry/scrub';

/** A report is small (its policy is the longest part); a batch holds a few. */
export const CSP_REPORT_MAX_BYTES = 32 * 1024;
const MAX_REPORTS = 20;
const MAX_TEXT = 500;

export const CspReportErrorCode = { Malformed: 'malformed_csp_report' } as const;

const text = z
  .string()
  .optional()
  .transform((value) => (value === undefined ? undefined : scrubText(value.slice(0, MAX_TEXT))));
const count = z.number().int().min(0).max(2_147_483_647).optional();

const LegacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': count,
    'column-number': count,
    'script-sample': text,
  }),
});

const ReportingApiReports = z
  .array(
    z.object({
      type: z.string().max(64),
      body: z
        .object({
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
          disposition: text,
          sourceFile: text,
          lineNumber: count,
          columnNumber: count,
          sample: text,
        })
        .optional(),
    }),
  )
  .max(MAX_REPORTS);

interface Violation {
  document?: string;
  blocked?: string;
  directive?: string;
  disposition?: string;
  source?: string;
  line?: number;
  column?: number;
  sample?: string;
}

function violations(body: unknown): Violation[] {
  const legacy = LegacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        document: report['document-uri'],
        blocked: report['blocked-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        disposition: report.disposition,
        source: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
      },
    ];
  }
  const batch = ReportingApiReports.safeParse(body);
  if (batch.success) {
    return batch.data.flatMap((report) =>
      report.type === 'csp-violation' && report.body
        ? [
            {
              document: report.body.documentURL,
              blocked: report.body.blockedURL,
              directive: report.body.effectiveDirective,
              disposition: report.body.disposition,
              source: report.body.sourceFile,
              line: report.body.lineNumber,
              column: report.body.columnNumber,
              sample: report.body.sample,
            },
          ]
        : [],
    );
  }
  throw new HttpError(400, CspReportErrorCode.Malformed, 'The body is not a Content-Security-Policy report.');
}

export function cspLogRow(violation: Violation, receivedAt: Date): LogRow {
  const blocked = violation.blocked || 'inline';
  return {
    loggedAt: receivedAt,
    service: 'csp',
    env: null,
    status: 'warn',
    message: `Content-Security-Policy ${violation.directive ?? 'policy'} blocked ${blocked} on ${violation.document ?? 'a page'}`,
    attributes: scrubObject({ ddsource: 'csp', ...violation }),
  };
}

export const cspReportRoutes: FastifyPluginAsync = async (app) => {
  const limiter = new RateLimiter(app.database.db, app.clock, app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new HttpError(400, CspReportErrorCode.Malformed, 'The body is not valid JSON.'), undefined);
      }
    },
  );
  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_MAX_BYTES, schema: { hide: true } }, async (request, reply) => {
    await limiter.enforce(reply, [{ key: `csp:ip:${request.ip}`, limit: app.config.CSP_REPORT_RATE_LIMIT_PER_IP }]);
    const now = app.clock.now();
    const rows = violations(request.body).map((violation) => cspLogRow(violation, now));
    if (rows.length > 0) await insertLogs(app.database.db, rows, app.config.DATADOG_API_KEY !== undefined);
    return reply.code(204).send();
  });
};
