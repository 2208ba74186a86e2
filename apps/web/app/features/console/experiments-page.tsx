// Experiments in the console (issue 40; decision 220): every experiment with its hypothesis and metric, and its
// results per variation as a table and a chart, with the sample ratio mismatch warning under p 0.001. Admins start a
// draft and stop a running one; stopping asks which variation everyone sees from then on.
import type { Experiment, ExperimentResults } from '@larder/contracts/schemas/experiments';
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { SRM_WARNING_P_VALUE } from '@larder/contracts/values/experiments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { dollars } from './api';
import { BarChart } from './bar-chart';
import { useChangeMessage } from './change-message';
import { useConfirmAction } from './confirm-action';
import { ConsoleTable } from './console-table';
import { experimentsKey, fetchExperimentResults, fetchExperiments, setExperimentStatus } from './experiments-api';
import { QueryProblem } from './query-problem';

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

export function ExperimentsPage({ role }: { role: OperatorRole }) {
  const experiments = useQuery({ queryKey: experimentsKey, queryFn: fetchExperiments });
  const canChange = roleAtLeast(role, 'admin');
  return (
    <>
      <h1>Experiments</h1>
      {canChange ? null : <p>Starting and stopping an experiment needs the admin role; yours is {role}.</p>}
      <QueryProblem error={experiments.error} />
      {experiments.data?.results.length === 0 ? <p>No experiments yet.</p> : null}
      {(experiments.data?.results ?? []).map((experiment) => (
        <ExperimentSection key={experiment.key} experiment={experiment} canChange={canChange} />
      ))}
    </>
  );
}

function ExperimentSection({ experiment, canChange }: { experiment: Experiment; canChange: boolean }) {
  const results = useQuery({
    queryKey: [...experimentsKey, experiment.key, 'results'],
    queryFn: () => fetchExperimentResults(experiment.key),
  });
  const headingId = `experiment-${experiment.key}`;
  const names = new Map(experiment.variations.map((variation) => [variation.key, variation.name]));
  const shown = experiment.winner ?? experiment.variations[0]?.key;
  return (
    <section aria-labelledby={headingId} className="console__section">
      <h2 id={headingId}>
        {experiment.name} ({experiment.key})
      </h2>
      <p>
        {experiment.hypothesis} Metric: {experiment.metric}. Status: {experiment.status}
        {experiment.status === 'stopped' ? `; everyone sees ${names.get(shown ?? '') ?? shown}` : ''}.
      </p>
      {canChange ? <StatusActions experiment={experiment} /> : null}
      <QueryProblem error={results.error} />
      {results.data ? <ResultsView results={results.data} names={names} /> : null}
    </section>
  );
}

function ResultsView({ results, names }: { results: ExperimentResults; names: Map<string, string> }) {
  const orderValue = results.variations.some((row) => row.mean_cents !== undefined);
  const label = (key: string) => names.get(key) ?? key;
  return (
    <>
      {results.srm_p_value < SRM_WARNING_P_VALUE ? (
        <p role="alert" className="console__problem">
          Sample ratio mismatch: the visitors are not split as the weights ask (p = {results.srm_p_value.toPrecision(2)}
          ). Check the assignment before trusting these results.
        </p>
      ) : null}
      <ConsoleTable
        caption={<>Results by variation</>}
        columns={[
          'Variation',
          'Visitors',
          'Conversions',
          orderValue ? 'Mean order value' : 'Rate',
          'Uplift',
          '95% interval',
          'Chance to beat control',
        ]}
      >
        {results.variations.map((row) => (
          <tr key={row.key}>
            <td>{label(row.key)}</td>
            <td>{row.visitors}</td>
            <td>{row.conversions}</td>
            <td>{row.mean_cents !== undefined ? dollars(row.mean_cents) : percent(row.rate)}</td>
            <td>{percent(row.uplift)}</td>
            <td>{row.ci_low === null ? '—' : `${percent(row.ci_low)} to ${percent(row.ci_high)}`}</td>
            <td>{percent(row.chance_to_beat_control)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <BarChart
        title={orderValue ? 'Mean order value by variation' : 'Conversion rate by variation'}
        data={results.variations.map((row) => ({ label: label(row.key), value: row.mean_cents ?? row.rate }))}
        format={orderValue ? dollars : (value) => percent(value)}
        valueHeader={orderValue ? 'Mean order value' : 'Rate'}
      />
    </>
  );
}

function StatusActions({ experiment }: { experiment: Experiment }) {
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const change = useMutation({
    mutationFn: (body: { status: 'running' | 'stopped'; winner?: string }) => setExperimentStatus(experiment.key, body),
    onMutate: message.clear,
    onSuccess: async (changed) => {
      message.done(changed.status === 'running' ? `Started ${changed.name}.` : `Stopped ${changed.name}.`);
      await queryClient.invalidateQueries({ queryKey: experimentsKey });
    },
    onError: message.problem,
  });
  return (
    <div className="console__row-actions">
      {experiment.status === 'draft' ? (
        <Button
          size="small"
          prominence="secondary"
          isLoading={change.isPending}
          onClick={() =>
            confirm.ask({
              title: `Start ${experiment.name}?`,
              effect:
                'Visitors are enrolled and split by the weights from now on. A started experiment is never a draft again.',
              confirmLabel: `Start ${experiment.name}`,
              onConfirm: () => change.mutate({ status: 'running' }),
            })
          }
        >
          Start
        </Button>
      ) : null}
      {experiment.status === 'running'
        ? experiment.variations.map((variation) => (
            <Button
              key={variation.key}
              size="small"
              prominence="secondary"
              isLoading={change.isPending}
              onClick={() =>
                confirm.ask({
                  title: `Stop ${experiment.name} and show ${variation.name}?`,
                  effect: `Nobody is enrolled any more and every visitor sees ${variation.name}. A stopped experiment cannot run again.`,
                  confirmLabel: `Stop and show ${variation.name}`,
                  onConfirm: () => change.mutate({ status: 'stopped', winner: variation.key }),
                })
              }
            >
              Stop, show {variation.name}
            </Button>
          ))
        : null}
      {message.shown}
      {confirm.dialog}
    </div>
  );
}
