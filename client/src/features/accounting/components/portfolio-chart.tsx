import { useId } from 'react';
import { applicationStatusLabel, applicationStatusTone } from '@common/application-status';
import type { TAccountingResponse } from '@common/contracts/accounting';
import { formatMoney } from '@/lib/format';
import { TONE_FILL_CLASSES } from '@/lib/status-tone';
import { useElementWidth } from '../hooks/use-element-width';
import { amountOf, barLength } from '../utils/chart-scale';
import { ChartFiguresTable } from './chart-figures-table';

type TPortfolio = TAccountingResponse['portfolio'];

const ROW_HEIGHT = 46;
const BAR_HEIGHT = 14;

const loans = (count: number) => `${count} ${count === 1 ? 'loan' : 'loans'}`;

/**
 * Principal per status as horizontal bars, each row labelled with its count and amount. A status
 * nobody is in and that is only referenced (cancelled) is left out.
 */
export function PortfolioChart({ portfolio }: { portfolio: TPortfolio }) {
  const titleId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const rows = portfolio.filter((row) => row.count > 0 || row.status !== 'cancelled');
  const max = Math.max(0, ...rows.map((row) => amountOf(row.amount)));
  const height = rows.length * ROW_HEIGHT;

  return (
    <figure className="grid min-w-0 gap-3" data-testid="accounting-portfolio">
      <figcaption className="grid gap-1">
        <h4 id={titleId} className="font-semibold">
          Loan amount by status
        </h4>
        <p className="text-sm text-muted-foreground">Principal of every application in each status, with how many there are.</p>
      </figcaption>
      <div ref={ref} className="min-w-0">
        {width > 0 && (
          <svg width={width} height={height} role="img" aria-labelledby={titleId} className="block">
            {rows.map((row, i) => {
              const y = i * ROW_HEIGHT;
              const amount = amountOf(row.amount);
              return (
                <g key={row.status}>
                  <text x={0} y={y + 14} className="fill-foreground text-[13px] font-medium">
                    {applicationStatusLabel(row.status)}
                    <tspan className="fill-muted-foreground font-normal"> · {loans(row.count)}</tspan>
                  </text>
                  <text x={width} y={y + 14} textAnchor="end" className="fill-foreground text-[13px] tabular-nums">
                    {formatMoney(row.amount)}
                  </text>
                  <rect x={0} y={y + 21} width={width} height={BAR_HEIGHT} rx={3} className="fill-muted" />
                  <rect x={0} y={y + 21} width={barLength(amount, max, width)} height={BAR_HEIGHT} rx={3} className={TONE_FILL_CLASSES[applicationStatusTone(row.status)]} />
                </g>
              );
            })}
          </svg>
        )}
      </div>
      <ChartFiguresTable
        caption="Loan amount by status"
        columns={['Status', 'Applications', 'Amount']}
        rows={rows.map((row) => ({ key: row.status, cells: [applicationStatusLabel(row.status), String(row.count), formatMoney(row.amount)] }))}
      />
    </figure>
  );
}
