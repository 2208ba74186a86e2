import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../../test/data-dirs';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { CliIo } from '../lib/cli';
import { editCatalogueItem } from '../modules/catalogue/catalogue-edits';
import { runCatalogueCommand } from '../modules/catalogue/cli';
import { runConfigCommand } from '../modules/configs/cli';
import { runZonesCommand } from '../modules/deliveries/cli';
import { runPromoCommand } from '../modules/promos/cli';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function capture(): CliIo & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
}

describe('npm run config and npm run promo (in process)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const config = async (...args: string[]) => {
    const io = capture();
    await runConfigCommand(args, subject.database.db, io);
    return io.lines;
  };
  const promo = async (...args: string[]) => {
    const io = capture();
    await runPromoCommand(args, subject.database.db, io, () => new Date('2030-06-01T00:00:00Z'));
    return io.lines;
  };

  const zones = async (...args: string[]) => {
    const io = capture();
    await runZonesCommand(args, subject.database.db, io);
    return io.lines;
  };
  const lookUp = async (zip: string) =>
    (
      await subject.app.inject({
        url: `/api/v2/deliveries/zips/${zip}/`,
        headers: { authorization: 'Client larder-web' },
      })
    ).json();

  it('exports the catalogue as operators left it, for the storefront build', async () => {
    const db = subject.database.db;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'larder-catalogue-')), 'catalogue.json');
    const exported = async () => {
      const io = capture();
      await runCatalogueCommand(['export', file], db, io);
      return { lines: io.lines, file: JSON.parse(fs.readFileSync(file, 'utf8')) };
    };
    const first = await exported();
    expect(first.lines).toEqual([
      expect.stringMatching(/^Wrote \d+ products and \d+ recipes \(0 hidden, catalogue version unedited\) to /),
    ]);
    expect(first.file.products[0]).toEqual({
      id: 1,
      price_cents: expect.any(Number),
      description: expect.any(String),
      visible: true,
      picture_alt: null,
    });
    const at = new Date('2030-06-01T00:00:00Z');
    await db.transaction(async (tx) => {
      await editCatalogueItem(tx, 'product', 2, { priceCents: 1234, pictureAlt: 'Two thighs on a board' }, at);
      await editCatalogueItem(tx, 'pairing', 3, { visible: false, description: 'Gone for the season.' }, at);
    });
    const second = await exported();
    expect(second.lines[0]).toMatch(/\(1 hidden, catalogue version \d+\)/);
    expect(second.file.products.find((item: { id: number }) => item.id === 2)).toMatchObject({
      price_cents: 1234,
      picture_alt: 'Two thighs on a board',
      visible: true,
    });
    expect(second.file.recipes.find((item: { id: number }) => item.id === 3)).toMatchObject({
      visible: false,
      description: 'Gone for the season.',
    });
    const io = capture();
    await expect(runCatalogueCommand(['export'], db, io)).rejects.toThrow('Usage: npm run catalogue');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('lists, adds, disables and enables delivery zones, which the API then serves', async () => {
    expect(await zones('list')).toContainEqual(expect.stringMatching(/^nyc\tactive\tTue,Thu,Sat\t4d 19:00\tconfig\t/));
    expect((await lookUp('02108')).zone).toBeNull();
    const boston = {
      code: 'boston',
      name: 'Boston',
      zipPrefixes: ['021'],
      zips: [],
      timeZone: 'America/New_York',
      deliveryWeekdays: [2, 5],
      cutoffDaysBefore: 3,
      cutoffLocalTime: '18:00',
      deliveryFeeCents: 1299,
    };
    expect(await zones('set', JSON.stringify(boston))).toEqual(['created boston']);
    expect(JSON.parse((await zones('show', 'boston'))[0] ?? '{}')).toEqual(boston);
    // The API reads zones at most every 30 seconds.
    const realNow = subject.app.clock.now;
    subject.app.clock.now = () => new Date(Date.now() + 31_000);
    const answer = await lookUp('02108').finally(() => {
      subject.app.clock.now = realNow;
    });
    expect(answer.zone).toEqual({ code: 'boston', name: 'Boston', delivery_fee_cents: 1299 });
    expect(answer.delivery_dates[0].cutoff_label).toMatch(/6:00 PM ET$/);
    expect(await zones('disable', 'boston')).toEqual(['disabled boston']);
    expect(await zones('enable', 'boston')).toEqual(['enabled boston']);
    await expect(zones('set', JSON.stringify({ ...boston, timeZone: 'Mars/Olympus' }))).rejects.toThrow(
      /^timeZone: not an IANA time zone/,
    );
    await expect(zones('set', '{nope')).rejects.toThrow(/as JSON/);
    await expect(zones('disable', 'atlantis')).rejects.toThrow('no zone atlantis');
  });

  it('lists, gets and sets configs, and the API serves the new value', async () => {
    expect(await config('list')).toContain('web.signup_challenge\toff');
    expect(await config('get', 'web.salad_shooter')).toEqual(['0']);
    expect(await config('set', 'web.salad_shooter', '1')).toEqual(['updated web.salad_shooter = 1']);
    await expect(config('set', 'web.new_thing', 'hello world')).rejects.toThrow(/No config is named “web.new_thing”/);
    expect(await config('list')).not.toContain('web.new_thing\thello world');
    const response = await subject.app.inject({
      url: '/api/v2/dynamic_configs/?name=web.salad_shooter',
      headers: { authorization: 'Client larder-web' },
    });
    expect(response.json().results).toEqual([{ name: 'web.salad_shooter', value: '1' }]);
  });

  it.each([
    [['get', 'no.such.config'], /no config named no.such.config/],
    [['set', 'web.salad_shooter', 'yes'], /feature flag: 1 turns it on, 0 off/],
    [['set', 'web.signup_challenge', 'hcaptcha'], /recaptcha or off/],
    [['set', 'customize.volume_limit', 'many'], /whole number/],
    [['set', 'checkout.min_order_cents', '40.00'], /whole number/],
    [['set', 'web.sso_hidden_user_agents', '[FBAN'], /JSON list/],
    [['set', ' padded', '1'], /config name/],
    [['set', 'only-name'], /usage/],
    [['frobnicate'], /unknown command/],
  ])('refuses config %j with one line', async (args, message) => {
    await expect(config(...args)).rejects.toThrow(message);
  });

  it('adds, lists and disables promo codes, which the API then answers or refuses', async () => {
    expect(
      await promo(
        'add',
        'Summer10',
        '--effect',
        'get $10 off',
        '--amount-cents',
        '1000',
        '--deliveries',
        '3',
        '--ends',
        '2030-09-01',
      ),
    ).toEqual(['added Summer10: $10 off for 3 deliveries']);
    const list = await promo('list');
    expect(list[0]).toBe('code\tstate\tdiscount\tdeliveries\tstarts\tends\tgift card\tpublic\teffect');
    expect(list).toContain(
      'FREE40\tlive\t40% off, up to $80\t1\t2024-01-01T00:00:00.000Z\t-\tno\tno\tget 40% off your first box',
    );
    const get = () =>
      subject.app.inject({
        url: '/api/get_promo_data/?promo_code=SUMMER10',
        headers: { authorization: 'Client larder-web' },
      });
    subject.app.clock.now = () => new Date('2030-07-01T00:00:00Z');
    expect((await get()).json()).toMatchObject({ promo_code: 'Summer10', amount_off_cents: 1000, deliveries: 3 });
    expect(await promo('disable', 'summer10')).toEqual(['disabled summer10']);
    expect((await get()).statusCode).toBe(404);
    expect(await promo('list')).toContainEqual(expect.stringMatching(/^Summer10\tdisabled\t/));
  });

  it.each([
    [['add', 'X1', '--percent', '10'], /--effect is required/],
    [['add', 'X2', '--effect', 'e'], /exactly one of --percent and --amount-cents/],
    [['add', 'X3', '--effect', 'e', '--percent', '10', '--amount-cents', '5'], /exactly one/],
    [['add', 'X4', '--effect', 'e', '--percent', '101'], /at most 100/],
    [['add', 'X5', '--effect', 'e', '--percent', '5', '--ends', 'someday'], /--ends must be a date/],
    [
      ['add', 'X6', '--effect', 'e', '--percent', '5', '--starts', '2031-01-01', '--ends', '2030-01-01'],
      /after --starts/,
    ],
    [['add', 'free40', '--effect', 'e', '--percent', '5'], /already exists/],
    [['add', 'bad code', '--effect', 'e', '--percent', '5'], /letters, digits/],
    [['add', 'X7', '--effect', 'e', '--percent', '5', '--bogus'], /Unknown option/],
    [['disable', 'NOPE'], /no promo code NOPE/],
  ])('refuses promo %j with one line', async (args, message) => {
    await expect(promo(...args)).rejects.toThrow(message);
  });
});

describe('the commands as processes', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  function run(script: string, args: string[], env: NodeJS.ProcessEnv) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('works on an embedded database folder, and says in one line when the server holds it', async () => {
    // Seeded as a server's first start leaves it: the commands open it, they do not migrate it here.
    const dataDir = await seededDataDir('larder-cli-');
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir };
    const listed = await run('apps/api/src/cli/config.ts', ['get', 'web.signup_challenge'], env);
    expect(listed).toMatchObject({ code: 0, stdout: 'off\n', stderr: '' });
    const help = await run('apps/api/src/cli/promo.ts', [], env);
    expect(help.stdout).toContain('one process at a time');

    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/test/fixtures/write-rows.ts', dataDir, '--hold'],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    try {
      await new Promise<void>((resolve) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('ready')) resolve();
        });
      });
      // Every command that opens the database says, in one line, that the console is the way while the server runs.
      for (const [script, args] of [
        ['promo', ['list']],
        ['config', ['list']],
        ['zones', ['list']],
        ['orders', ['list', '--date', '2030-01-01']],
        ['giftcards', ['list']],
        ['operators', ['list']],
        ['catalogue', ['export', path.join(dataDir, 'catalogue.json')]],
      ] as const) {
        const busy = await run(`apps/api/src/cli/${script}.ts`, [...args], env);
        expect(busy.code, script).toBe(1);
        expect(busy.stdout, script).toBe('');
        expect(busy.stderr, script).toMatch(
          /^The server is running on the embedded database: while it runs, use the operator console at \/admin\/ .*in use by process \d+[^\n]*\n$/,
        );
      }
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
  }, 240_000);
});
