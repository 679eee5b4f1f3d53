import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useElementWidth } from '../hooks/use-element-width';
import { axisTicks, barLength, formatAxisValue, monthLabel } from '../utils/chart-scale';
import { ChartFiguresTable } from './chart-figures-table';

export type TBarSeries = {
  name: string;
  values: number[];
  /** Tailwind fill class for the bars and bg class for the legend swatch. */
  fillClassName: string;
  swatchClassName: string;
  format: (value: number) => string;
};

type TProps = { title: string; description: string; months: string[]; series: TBarSeries[]; money: boolean; testId?: string };

const HEIGHT = 220;
const MARGIN = { top: 10, right: 6, bottom: 26 };

/** Vertical bars per month, one bar per series side by side, with a value axis and the table below. */
export function MonthlyBarChart({ title, description, months, series, money, testId }: TProps) {
  const titleId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = axisTicks(max, 4, !money);
  const top = ticks[ticks.length - 1] ?? 1;
  const tickLabels = ticks.map((t) => formatAxisValue(t, money));
  const left = Math.max(...tickLabels.map((label) => label.length)) * 6.5 + 10;
  const plotWidth = Math.max(0, width - left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const groupWidth = months.length > 0 ? plotWidth / months.length : 0;
  const barWidth = Math.max(2, Math.min(26, (groupWidth * 0.72) / Math.max(1, series.length)));
  const labelSize = groupWidth < 28 ? 10 : 11;
  const yOf = (value: number) => MARGIN.top + plotHeight - barLength(value, top, plotHeight, 0);

  return (
    <figure className="grid min-w-0 gap-3" data-testid={testId}>
      <figcaption className="grid gap-1">
        <h4 id={titleId} className="font-semibold">
          {title}
        </h4>
        <p className="text-sm text-muted-foreground">{description}</p>
        {series.length > 1 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
            {series.map((s) => (
              <li key={s.name} className="flex items-center gap-1.5">
                <span className={cn('inline-block size-3 rounded-sm', s.swatchClassName)} aria-hidden="true" />
                {s.name}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
      <div ref={ref} className="min-w-0">
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="img" aria-labelledby={titleId} className="block overflow-visible">
            {ticks.map((tick, i) => (
              <g key={tick}>
                <line x1={left} x2={width - MARGIN.right} y1={yOf(tick)} y2={yOf(tick)} className="stroke-border" strokeWidth={1} />
                <text x={left - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-[11px] tabular-nums">
                  {tickLabels[i]}
                </text>
              </g>
            ))}
            {months.map((month, m) => {
              const groupX = left + m * groupWidth + (groupWidth - barWidth * series.length) / 2;
              const label = monthLabel(month);
              return (
                <g key={month}>
                  {series.map((s, k) => {
                    const value = s.values[m] ?? 0;
                    const height = barLength(value, top, plotHeight);
                    return (
                      <rect
                        key={s.name}
                        x={groupX + k * barWidth}
                        y={MARGIN.top + plotHeight - height}
                        width={Math.max(1, barWidth - 1)}
                        height={height}
                        rx={2}
                        className={s.fillClassName}
                      >
                        <title>{`${label.long}, ${s.name}: ${s.format(value)}`}</title>
                      </rect>
                    );
                  })}
                  <text
                    x={left + m * groupWidth + groupWidth / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    className="fill-muted-foreground"
                    style={{ fontSize: labelSize }}
                  >
                    {label.short}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
      </div>
      <ChartFiguresTable
        caption={title}
        columns={['Month', ...series.map((s) => s.name)]}
        rows={months.map((month, m) => ({
          key: month,
          cells: [monthLabel(month).long, ...series.map((s) => s.format(s.values[m] ?? 0))],
        }))}
      />
    </figure>
  );
}
