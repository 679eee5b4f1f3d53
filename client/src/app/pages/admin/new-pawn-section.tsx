import { NewPawnForm } from '@/features/counter/components/new-pawn-form';

/** The counter's New pawn (issue 43): one page at 390 px and on the desktop. */
export function NewPawnSection() {
  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm text-muted-foreground">Find or add the pawner, photograph the ID and the goods, appraise, lend, and the pawner signs. Save pays out from your cash drawer.</p>
      <NewPawnForm />
    </div>
  );
}
