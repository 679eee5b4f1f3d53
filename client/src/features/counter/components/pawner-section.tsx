import { UserPlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EMPTY_NEW_PAWNER, type TPawnerChoice } from '../utils/counter-form';
import { NewPawnerFields } from './new-pawner-fields';
import { PawnerSearch } from './pawner-search';

type TProps = {
  choice: TPawnerChoice | null;
  onChange: (choice: TPawnerChoice | null) => void;
  problemOf: (field: string) => string | null;
};

/** Step 1: the returning pawner found by the quick search, or a new one added. */
export function PawnerSection({ choice, onChange, problemOf }: TProps) {
  const problem = problemOf('pawner');
  if (choice?.kind === 'found') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-secondary/40 p-3" data-testid="counter-pawner-chosen">
        <div>
          <p className="font-semibold">{choice.name}</p>
          <p className="text-sm text-muted-foreground">
            ID {choice.idNumber}
            {choice.phone ? ` · ${choice.phone}` : ''}
          </p>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          <X aria-hidden="true" />
          Change pawner
        </Button>
      </div>
    );
  }
  if (choice?.kind === 'new') {
    return (
      <div className="grid gap-3">
        <NewPawnerFields pawner={choice.pawner} onChange={(pawner) => onChange({ kind: 'new', pawner })} problemOf={problemOf} />
        <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => onChange(null)}>
          <X aria-hidden="true" />
          Find a returning pawner instead
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <PawnerSearch
        onChoose={(borrower) => onChange({ kind: 'found', borrowerId: borrower.id, name: borrower.name, idNumber: borrower.idNumber, phone: borrower.phone })}
      />
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => onChange({ kind: 'new', pawner: EMPTY_NEW_PAWNER })}>
        <UserPlus aria-hidden="true" />
        Add a new pawner
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="counter-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
