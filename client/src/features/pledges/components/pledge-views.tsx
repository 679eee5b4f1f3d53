import { Button } from '@/components/ui/button';

export type TPledgeView = 'book' | 'due' | 'sales' | 'surplus';

const LABELS: Record<TPledgeView, string> = {
  book: 'Pledge book',
  due: 'Due this week',
  sales: 'Sale book',
  surplus: 'Surplus owed',
};

/** The Pledges tab's views: the pledge book and the pledges due this week; for those who sell forfeited pledges also the sale book and the surplus owed. */
export function PledgeViews({ view, onView, views }: { view: TPledgeView; onView: (view: TPledgeView) => void; views: readonly TPledgeView[] }) {
  return (
    <div role="group" aria-label="Pledges view" className="flex flex-wrap gap-2" data-testid="pledge-views">
      {views.map((v) => (
        <Button key={v} size="sm" variant={view === v ? 'default' : 'outline'} aria-pressed={view === v} onClick={() => onView(v)} data-testid={`pledge-view-${v}`}>
          {LABELS[v]}
        </Button>
      ))}
    </div>
  );
}
