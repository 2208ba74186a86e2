// The console's experiments page (issue 40; decision 220): each experiment's results as a table, the sample ratio
// mismatch warning under p 0.001, stopping asks which variation to show and sends that winner only once confirmed;
// after the change the page shows the server's answer; support sees results but no actions.
import type { Experiment, ExperimentResults } from '@larder/contracts/schemas/experiments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { ExperimentsPage } from './experiments-page';

const SLACK = { timeout: 60_000 };
// The operator's role is a prop of the page (the console's shell reads it from the session).
const asAdmin = { role: 'admin' } as const;
const asSupport = { role: 'support' } as const;

const running: Experiment = {
  key: 'photos',
  name: 'Bigger photos',
  hypothesis: 'Bigger photos make more visitors sign up.',
  metric: 'signup',
  status: 'running',
  winner: null,
  variations: [
    { key: 'control', name: 'Control', weight: 50 },
    { key: 'big', name: 'Big photos', weight: 50 },
  ],
  created_at: '2026-11-20T10:00:00Z',
  started_at: '2026-11-21T10:00:00Z',
  stopped_at: null,
};

const results: ExperimentResults = {
  key: 'photos',
  status: 'running',
  variations: [
    {
      key: 'control',
      visitors: 900,
      conversions: 90,
      rate: 0.1,
      uplift: null,
      ci_low: null,
      ci_high: null,
      chance_to_beat_control: null,
    },
    {
      key: 'big',
      visitors: 1100,
      conversions: 132,
      rate: 0.12,
      uplift: 0.2,
      ci_low: -0.0673,
      ci_high: 0.4673,
      chance_to_beat_control: 0.9287,
    },
  ],
  srm_p_value: 0.000008,
};

function network(experiment = running) {
  let current = experiment;
  return standInNetwork()
    .on('GET', '/api/admin/experiments/', () => json({ results: [current] }))
    .on('GET', '/api/admin/experiments/photos/results/', () => json(results))
    .on('PUT', '/api/admin/experiments/photos/status/', (request) => {
      const body = JSON.parse(request.body);
      current = { ...current, status: body.status, winner: body.winner ?? null };
      return json(current);
    });
}

describe('the experiments page', () => {
  it('shows the results, warns of a sample ratio mismatch, and stops on the variation the admin confirms', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<ExperimentsPage {...asAdmin} />);
    const section = await screen.findByRole('region', { name: 'Bigger photos (photos)' }, SLACK);
    await within(section).findByText('20.0%', undefined, SLACK);
    expect(within(section).getByRole('alert').textContent).toMatch(/^Sample ratio mismatch: /);
    const row = within(section)
      .getAllByRole('row')
      .find((entry) => entry.textContent?.startsWith('Big photos'));
    expect(row?.textContent).toContain('1100');
    expect(row?.textContent).toContain('92.9%');

    await user.click(within(section).getByRole('button', { name: 'Stop, show Big photos' }));
    const dialog = await screen.findByRole('alertdialog', undefined, SLACK);
    expect(dialog.textContent).toContain('every visitor sees Big photos');
    expect(net.sent.filter((request) => request.method === 'PUT')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stop and show Big photos' }));
    await waitFor(() => expect(net.sent.filter((request) => request.method === 'PUT')).toHaveLength(1), SLACK);
    expect(JSON.parse(net.sent.find((request) => request.method === 'PUT')?.body ?? '{}')).toEqual({
      status: 'stopped',
      winner: 'big',
    });
    await screen.findByText(/everyone sees Big photos/, undefined, SLACK);
    expect(screen.queryByRole('button', { name: /^Stop, show/ })).toBeNull();
  }, 90_000);

  it('support reads the results but is offered no start or stop', async () => {
    network();
    renderApp(<ExperimentsPage {...asSupport} />);
    const section = await screen.findByRole('region', { name: 'Bigger photos (photos)' }, SLACK);
    await within(section).findByText('20.0%', undefined, SLACK);
    expect(within(section).queryByRole('button')).toBeNull();
    expect(screen.getByText(/needs the admin role; yours is support/)).toBeTruthy();
  }, 90_000);
});
