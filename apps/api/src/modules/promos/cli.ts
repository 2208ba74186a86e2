// `npm run promo -- list | add ... | disable CODE | public CODE | private CODE`: promo codes from the shell (see cli/promo.ts).
import { parseArgs } from 'node:util';
import { PromoCode } from '@larder/contracts/schemas/promos';
import { discountTerms } from '@larder/contracts/values/offers';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { CliIo } from '../../lib/cli';
import { CliError } from '../../lib/cli';
import { deactivatePromoCode, insertPromoCode, listPromoCodes, setPromoCodePublic } from './repository';

export const PROMO_USAGE = `Usage: npm run promo -- <command>

  list                      every code with its discount, dates and state
  add CODE --effect TEXT (--percent N | --amount-cents N) [--deliveries N] [--starts ISO-DATE]
          [--ends ISO-DATE] [--gift-card] [--note TEXT]
                            a new code; --effect is the text shown on the sign-up page, e.g.
                            "get 40% off your first box"; --deliveries defaults to 1, --starts to now
  disable CODE              the code stops answering at once (404)
  public CODE               list the code on /limited-time/ while it is live
  private CODE              stop listing it there (its landing page still works while it is live)

Codes are matched without regard to case. Uses DATABASE_URL when set, otherwise the embedded database in
DATA_DIR, which allows one process at a time: while the server runs on it, use the operator console at /admin/ (or stop the server first).`;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `--${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `--${name} must be at least ${min}`).max(max, `--${name} must be at most ${max}`));

const instant = (name: string) =>
  z
    .string()
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      `--${name} must be a date such as 2030-12-31 or 2030-12-31T23:59:00Z`,
    )
    .transform((value) => new Date(value));

const AddOptions = z
  .object({
    code: PromoCode.refine((code) => /^[A-Za-z0-9_-]+$/.test(code), 'CODE takes letters, digits, - and _'),
    effect: z
      .string({ error: '--effect is required (the text the sign-up page shows)' })
      .trim()
      .min(1, '--effect is required (the text the sign-up page shows)')
      .max(200),
    percent: wholeNumber('percent', 1, 100).optional(),
    'amount-cents': wholeNumber('amount-cents', 1, 100_000_000).optional(),
    'max-discount-cents': wholeNumber('max-discount-cents', 1, 100_000_000).optional(),
    deliveries: wholeNumber('deliveries', 1, 1000).default(1),
    starts: instant('starts').optional(),
    ends: instant('ends').optional(),
    'gift-card': z.boolean().default(false),
    note: z.string().max(1000).default(''),
  })
  .refine((options) => (options.percent === undefined) !== (options['amount-cents'] === undefined), {
    message: 'give exactly one of --percent and --amount-cents',
  })
  .refine((options) => options['max-discount-cents'] === undefined || options.percent !== undefined, {
    message: '--max-discount-cents caps a --percent code',
  });

function describeDiscount(row: {
  percentOff: number | null;
  amountOffCents: number | null;
  maxDiscountCents: number | null;
}): string {
  return discountTerms({
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    max_discount_cents: row.maxDiscountCents,
  });
}

export async function runPromoCommand(
  args: string[],
  db: Db,
  io: CliIo,
  now: () => Date = () => new Date(),
): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'list': {
      const rows = await listPromoCodes(db);
      io.out(['code', 'state', 'discount', 'deliveries', 'starts', 'ends', 'gift card', 'public', 'effect'].join('\t'));
      for (const row of rows) {
        const state = !row.active
          ? 'disabled'
          : row.endsAt && row.endsAt <= now()
            ? 'expired'
            : row.startsAt > now()
              ? 'scheduled'
              : 'live';
        io.out(
          [
            row.code,
            state,
            describeDiscount(row),
            String(row.deliveries),
            row.startsAt.toISOString(),
            row.endsAt?.toISOString() ?? '-',
            row.isGiftCard ? 'yes' : 'no',
            row.isPublic ? 'yes' : 'no',
            row.discountEffect,
          ].join('\t'),
        );
      }
      return;
    }
    case 'add': {
      let parsed: ReturnType<typeof parseArgs>;
      try {
        parsed = parseArgs({
          args: rest,
          allowPositionals: true,
          strict: true,
          options: {
            effect: { type: 'string' },
            percent: { type: 'string' },
            'amount-cents': { type: 'string' },
            'max-discount-cents': { type: 'string' },
            deliveries: { type: 'string' },
            starts: { type: 'string' },
            ends: { type: 'string' },
            'gift-card': { type: 'boolean' },
            note: { type: 'string' },
          },
        });
      } catch (error) {
        throw new CliError(error instanceof Error ? error.message : String(error));
      }
      if (parsed.positionals.length !== 1) throw new CliError('usage: promo add CODE --effect TEXT --percent N');
      const options = AddOptions.safeParse({ ...parsed.values, code: parsed.positionals[0] });
      if (!options.success) throw new CliError(options.error.issues[0]?.message ?? 'invalid options');
      const values = options.data;
      const startsAt = values.starts ?? now();
      if (values.ends && values.ends <= startsAt) throw new CliError('--ends must be after --starts');
      const row = await insertPromoCode(db, {
        code: values.code,
        discountEffect: values.effect,
        percentOff: values.percent ?? null,
        amountOffCents: values['amount-cents'] ?? null,
        maxDiscountCents: values['max-discount-cents'] ?? null,
        deliveries: values.deliveries,
        startsAt,
        endsAt: values.ends ?? null,
        isGiftCard: values['gift-card'],
        internalNote: values.note,
      });
      if (!row) throw new CliError(`a code ${values.code} already exists (codes are matched without regard to case)`);
      io.out(
        `added ${row.code}: ${describeDiscount(row)} for ${row.deliveries} deliver${row.deliveries === 1 ? 'y' : 'ies'}`,
      );
      return;
    }
    case 'disable': {
      const [code] = rest;
      if (rest.length !== 1 || code === undefined) throw new CliError('usage: promo disable CODE');
      if (!(await deactivatePromoCode(db, code))) throw new CliError(`no promo code ${code}`);
      io.out(`disabled ${code}`);
      return;
    }
    case 'public':
    case 'private': {
      const [code] = rest;
      if (rest.length !== 1 || code === undefined) throw new CliError(`usage: promo ${command} CODE`);
      if (!(await setPromoCodePublic(db, code, command === 'public'))) throw new CliError(`no promo code ${code}`);
      io.out(command === 'public' ? `${code} is listed on /limited-time/ while live` : `${code} is no longer listed`);
      return;
    }
    default:
      throw new CliError(`unknown command ${JSON.stringify(command)}; try: list, add, disable, public, private`);
  }
}
