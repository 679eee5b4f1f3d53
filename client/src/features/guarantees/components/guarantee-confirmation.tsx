import { CheckCircle2, Download, XCircle } from 'lucide-react';
import type { TGuaranteeDecisionResponse } from '@common/contracts/guarantees';
import { Button } from '@/components/ui/button';

/** After the decision: what happens next, and the guarantee PDF to keep (while the link is fresh). */
export function GuaranteeConfirmation({ token, answer, shopName, borrowerName, renewal }: { token: string; answer: TGuaranteeDecisionResponse; shopName: string; borrowerName: string; renewal: boolean }) {
  const accepted = answer.status === 'accepted';
  // A renewal (issue 32) is already running: the guarantor's answer decides whether they stand behind it, not whether it is approved.
  const next = accepted
    ? renewal
      ? `You now guarantee ${borrowerName}'s renewed loan.`
      : `The shop may now approve ${borrowerName}'s loan.`
    : renewal
      ? `You do not guarantee ${borrowerName}'s renewed loan.`
      : 'The loan will not be approved with you as guarantor.';
  const Icon = accepted ? CheckCircle2 : XCircle;
  return (
    <section className="grid gap-4" aria-live="polite" data-testid="guarantee-confirmation" data-status={answer.status}>
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Icon className={accepted ? 'size-6 text-success' : 'size-6 text-destructive'} aria-hidden="true" />
        {accepted ? 'Thank you: you have agreed to guarantee this loan' : 'You have declined to guarantee this loan'}
      </h2>
      <p>
        {accepted
          ? `${shopName} has your signature and ID. ${next} Keep the guarantee below for your records.`
          : `${shopName} has been told. ${next}`}
      </p>
      <Button asChild variant="outline" className="w-fit">
        <a href={`/api/guarantee/${encodeURIComponent(token)}/pdf`} download data-testid="guarantee-download">
          <Download aria-hidden="true" />
          Download the Guarantee (PDF)
        </a>
      </Button>
    </section>
  );
}
