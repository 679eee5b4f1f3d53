// @vitest-environment jsdom
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPawnLoanListCounts } from '@common/contracts/pawn-loans-list';
import { renderUi } from '@/test/render-ui';
import { StatusCountTabs } from './status-count-tabs';

// The status tabs over the lists of applications: the WAI-ARIA tabs pattern of our Radix tabs
// (roles, selection, roving focus, arrow/Home/End keys choosing on the way).

const STATUSES = ['all', 'submitted', 'approved', 'rejected'] as const;
type TStatus = (typeof STATUSES)[number];
const COUNTS: TPawnLoanListCounts = { all: 12, submitted: 5, reviewed: 0, approved: 4, rejected: 3, active: 0, completed: 0, defaulted: 0 };

function Harness({ chosen }: { chosen: TStatus[] }) {
  const [value, setValue] = useState<TStatus>('all');
  return (
    <StatusCountTabs
      statuses={STATUSES}
      value={value}
      counts={COUNTS}
      onChange={(status) => {
        chosen.push(status);
        setValue(status);
      }}
      testIds={{ tab: 'tab', count: 'count' }}
      listClassName=""
      triggerClassName=""
    >
      <p>List of {value}</p>
    </StatusCountTabs>
  );
}

describe('StatusCountTabs', () => {
  it('shows each status with its count, the chosen one selected and controlling the panel', () => {
    renderUi(<Harness chosen={[]} />);
    const list = screen.getByRole('tablist', { name: 'Filter by status' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All12', 'Submitted5', 'Approved4', 'Rejected3']);
    expect(list.contains(tabs[0] as HTMLElement)).toBe(true);
    const all = screen.getByRole('tab', { selected: true });
    expect(all).toBe(tabs[0]);
    expect(all.getAttribute('data-state')).toBe('active');
    const panel = screen.getByRole('tabpanel');
    expect(all.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(all.id);
    expect(panel.textContent).toBe('List of all');
    // Only the chosen tab's panel is on the page.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('chooses a tab on click, and the panel follows', async () => {
    const chosen: TStatus[] = [];
    const { user } = renderUi(<Harness chosen={chosen} />);
    await user.click(screen.getByTestId('tab-approved'));
    // (Radix reports both the pointer going down and the focus it gives the tab.)
    expect(new Set(chosen)).toEqual(new Set(['approved']));
    const told = chosen.length;
    const approved = screen.getByRole('tab', { selected: true });
    expect(approved.textContent).toBe('Approved4');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(approved.id);
    expect(screen.getByRole('tabpanel').textContent).toBe('List of approved');
    // Clicking the chosen tab again changes nothing.
    await user.click(approved);
    expect(chosen).toHaveLength(told);
  });

  it('moves and chooses with the arrow keys (round the ends), Home and End', async () => {
    const chosen: TStatus[] = [];
    const { user } = renderUi(<Harness chosen={chosen} />);
    // One stop for the whole list: Tab lands on the chosen tab.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('tab-all'));
    // Radix moves the focus a moment after the key: each key waits for it.
    const press = async (key: string, lands: TStatus) => {
      await user.keyboard(key);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId(`tab-${lands}`)));
    };
    await press('{ArrowRight}', 'submitted');
    await press('{ArrowLeft}', 'all');
    await press('{ArrowLeft}', 'rejected');
    await press('{Home}', 'all');
    await press('{End}', 'rejected');
    expect(chosen).toEqual(['submitted', 'all', 'rejected', 'all', 'rejected']);
    expect(screen.getByRole('tab', { selected: true })).toBe(screen.getByTestId('tab-rejected'));
    // Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
