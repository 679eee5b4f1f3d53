import { Button } from '@/components/ui/button';

export type TPledgeView = 'book' | 'sales' | 'surplus';

const VIEWS: { value: TPledgeView; label: string }[] = [
  { value: 'book', label: 'Pledge book' },
  { value: 'sales', label: 'Sale book' },
  { value: 'surplus', label: 'Surplus owed' },
];

/** The Pledges tab's views for those who sell forfeited pledges: the pledge book, the sale book, the surplus owed. */
export function PledgeViews({ view, onView }: { view: TPledgeView; onView: (view: TPledgeView) => void }) {
  return (
    <div role="group" aria-label="Pledges view" className="flex flex-wrap gap-2" data-testid="pledge-views">
      {VIEWS.map((v) => (
        <Button key={v.value} size="sm" variant={view === v.value ? 'default' : 'outline'} aria-pressed={view === v.value} onClick={() => onView(v.value)} data-testid={`pledge-view-${v.value}`}>
          {v.label}
        </Button>
      ))}
    </div>
  );
}
