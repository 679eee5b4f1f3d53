import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { applicationStatusLabel } from '@common/application-status';
import type { TPawnLoanListCounts, TPawnLoanListStatus } from '@common/contracts/pawn-loans-list';
import { TABS_CLASS, TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';

type TProps<TStatus extends TPawnLoanListStatus> = {
  statuses: readonly TStatus[];
  value: TStatus;
  counts: TPawnLoanListCounts | undefined;
  onChange: (status: TStatus) => void;
  /** Test ids `<tab>-<status>` on each tab and `<count>-<status>` on its count. */
  testIds: { tab: string; count: string };
  listClassName: string;
  triggerClassName: string;
  /** The list itself, as the active tab's panel. */
  children: ReactNode;
};

/**
 * One tab per status with its count for the current search; only the active panel is rendered.
 * The WAI-ARIA tabs pattern as Radix's Tabs draws it (same roles, states, keys and look), written
 * out here because this one opens the dashboard's first screen: Radix's tabs re-render themselves
 * at once after a page drawn by the server is taken over (their hydration check and their panel's
 * presence), in the same task as the takeover's last commit, which then blocks a phone for long.
 */
export function StatusCountTabs<TStatus extends TPawnLoanListStatus>({ statuses, value, counts, onChange, testIds, listClassName, triggerClassName, children }: TProps<TStatus>) {
  const id = useId();
  const tabs = useRef(new Map<TStatus, HTMLButtonElement>());
  const tabId = (status: TStatus) => `${id}-tab-${status}`;
  const panelId = `${id}-panel`;

  // Arrows move along the tabs (round the ends), Home and End to the first and last; the tab
  // reached is chosen, as a Radix tab list chooses on focus.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = statuses.indexOf(value);
    const last = statuses.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    const status = next === undefined ? undefined : statuses[next];
    if (status === undefined) return;
    event.preventDefault();
    tabs.current.get(status)?.focus();
    if (status !== value) onChange(status);
  };

  return (
    <div className={TABS_CLASS}>
      <div role="tablist" aria-label="Filter by status" aria-orientation="horizontal" className={cn(TABS_LIST_CLASS, listClassName)} onKeyDown={onKeyDown}>
        {statuses.map((status) => {
          const active = status === value;
          return (
            <button
              key={status}
              ref={(button) => {
                if (button) tabs.current.set(status, button);
                else tabs.current.delete(status);
              }}
              type="button"
              role="tab"
              id={tabId(status)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              onClick={() => !active && onChange(status)}
              data-testid={`${testIds.tab}-${status}`}
              className={cn(TABS_TRIGGER_CLASS, triggerClassName)}
            >
              <span>{status === 'all' ? 'All' : applicationStatusLabel(status)}</span>
              <span className="rounded-full bg-background px-1.5 text-xs tabular-nums" data-testid={`${testIds.count}-${status}`}>
                {counts ? counts[status] : '–'}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} data-state="active" className={cn(TABS_CONTENT_CLASS, 'grid gap-4')}>
        {children}
      </div>
    </div>
  );
}
