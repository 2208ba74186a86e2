// A horizontal bar chart for the console (@visx: SVG bars from scales, no chart runtime), always with a table of the
// same numbers: the SVG is one image named by its title and summed up in its description; the table, one click
// away under the chart, is what a screen reader or a keyboard user browses, and what anyone can copy.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';

export interface BarDatum {
  label: string;
  value: number;
}

const WIDTH = 360;
const ROW = 26;
const LABEL_WIDTH = 128;
const VALUE_WIDTH = 56;

export function BarChart({
  title,
  data,
  format = String,
  valueHeader = 'Count',
}: {
  title: string;
  data: readonly BarDatum[];
  format?: (value: number) => string;
  valueHeader?: string;
}) {
  const id = useId();
  const height = Math.max(1, data.length) * ROW + 8;
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH] });
  const y = scaleBand<string>({ domain: data.map((datum) => datum.label), range: [4, height - 4], padding: 0.25 });
  const summary = data.map((datum) => `${datum.label}: ${format(datum.value)}`).join('; ');
  return (
    <figure className="console-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="console-chart__title">
        {title}
      </figcaption>
      {data.length === 0 ? (
        <p className="console-chart__empty">Nothing yet.</p>
      ) : (
        <>
          <svg
            className="console-chart__svg"
            width={WIDTH}
            height={height}
            viewBox={`0 0 ${WIDTH} ${height}`}
            role="img"
            aria-labelledby={`${id}-name ${id}-desc`}
          >
            <title id={`${id}-name`}>{title}</title>
            <desc id={`${id}-desc`}>{summary}</desc>
            {data.map((datum) => {
              const top = y(datum.label) ?? 0;
              const barWidth = x(datum.value);
              return (
                <Group key={datum.label} top={top}>
                  <text
                    x={LABEL_WIDTH - 6}
                    y={y.bandwidth() / 2}
                    dy="0.35em"
                    textAnchor="end"
                    className="console-chart__label"
                  >
                    {datum.label.length > 18 ? `${datum.label.slice(0, 17)}…` : datum.label}
                  </text>
                  <Bar
                    x={LABEL_WIDTH}
                    y={0}
                    width={Math.max(datum.value > 0 ? 2 : 0, barWidth)}
                    height={y.bandwidth()}
                    className="console-chart__bar"
                    rx={3}
                  />
                  <text
                    x={LABEL_WIDTH + barWidth + 6}
                    y={y.bandwidth() / 2}
                    dy="0.35em"
                    className="console-chart__value"
                  >
                    {format(datum.value)}
                  </text>
                </Group>
              );
            })}
          </svg>
          <details className="console-chart__numbers">
            <summary>{title}: the numbers</summary>
            <table className="console__table console-chart__table">
              <caption className="console__visually-hidden">{title}, as a table</caption>
              <thead>
                <tr>
                  <th scope="col">{title}</th>
                  <th scope="col">{valueHeader}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((datum) => (
                  <tr key={datum.label}>
                    <th scope="row">{datum.label}</th>
                    <td>{format(datum.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
