// A horizontal bar chart for the console (@visx: SVG bars from scales, no chart runtime), always with a table of the
// same numbers: the SVG is one image named by its title and summed up in its description; the table, one click
// away under the chart, is what a screen reader or a keyboard user browses, and what anyone can copy. A datum with
// an `href` is a link there to the list it counts. Labels are never cut: a long one wraps onto a second line and
// the label column is as wide as the longest line needs.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { Link } from 'react-router';

export interface BarDatum {
  label: string;
  value: number;
  /** The list this number counts (the orders of that status this week…), linked from the table. */
  href?: string;
}

const BAR_WIDTH = 190;
const LINE = 15;
const ROW = 26;
const LINE_CHARACTERS = 22;
// An approximate width of one character of the chart's 12 px text: room enough for its widest letters.
const CHARACTER_WIDTH = 7.4;

/** A label in lines of at most LINE_CHARACTERS, broken at spaces (a longer word on its own line). */
export function labelLines(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARACTERS) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

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
  const lines = data.map((datum) => labelLines(datum.label));
  const longest = Math.max(1, ...lines.flat().map((line) => line.length));
  const labelWidth = Math.ceil(longest * CHARACTER_WIDTH) + 10;
  const valueWidth = Math.ceil(Math.max(1, ...data.map((datum) => format(datum.value).length)) * CHARACTER_WIDTH) + 10;
  const width = labelWidth + BAR_WIDTH + valueWidth;
  const row = Math.max(ROW, Math.max(1, ...lines.map((label) => label.length)) * LINE + 8);
  const height = Math.max(1, data.length) * row + 8;
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, BAR_WIDTH] });
  const y = scaleBand<string>({ domain: data.map((datum) => datum.label), range: [4, height - 4], padding: 0.2 });
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
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby={`${id}-name ${id}-desc`}
          >
            <title id={`${id}-name`}>{title}</title>
            <desc id={`${id}-desc`}>{summary}</desc>
            {data.map((datum, index) => {
              const top = y(datum.label) ?? 0;
              const barWidth = x(datum.value);
              const labelLinesOf = lines[index] ?? [datum.label];
              const firstLine = y.bandwidth() / 2 - ((labelLinesOf.length - 1) * LINE) / 2;
              return (
                <Group key={datum.label} top={top}>
                  <text x={labelWidth - 6} textAnchor="end" className="console-chart__label">
                    {labelLinesOf.map((line, lineIndex) => (
                      <tspan key={line} x={labelWidth - 6} y={firstLine + lineIndex * LINE} dy="0.35em">
                        {line}
                      </tspan>
                    ))}
                  </text>
                  <Bar
                    x={labelWidth}
                    y={0}
                    width={Math.max(datum.value > 0 ? 2 : 0, barWidth)}
                    height={y.bandwidth()}
                    className="console-chart__bar"
                    rx={3}
                  />
                  <text
                    x={labelWidth + barWidth + 6}
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
                    <th scope="row">{datum.href ? <Link to={datum.href}>{datum.label}</Link> : datum.label}</th>
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
