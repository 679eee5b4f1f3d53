import { ShieldAlert } from 'lucide-react';
import type { TGuaranteeTermsResponse } from '@common/contracts/guarantees';
import { formatDate } from '@/lib/format';
import { firstNameOf, liabilitySentence, termRows } from '../utils/liability';

/** The loan the guarantor is asked to stand behind, and what that means for them, in plain words. */
export function GuaranteeTerms({ terms }: { terms: TGuaranteeTermsResponse }) {
  return (
    <section className="grid gap-4" aria-labelledby="guarantee-terms-heading" data-testid="guarantee-terms">
      <p>
        Dear {terms.guarantorName}, {terms.borrowerName} has asked {terms.shopName} for a loan and named you as their guarantor. Please read what that means before you decide.
      </p>
      <div className="flex gap-3 rounded-md border border-accent-strong/40 bg-warning-soft p-3 text-sm text-warning-text" data-testid="guarantee-liability">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">{liabilitySentence(terms)}</p>
          <p>The shop asks {firstNameOf(terms.borrowerName)} first. This guarantee covers this one loan only and ends when it is repaid.</p>
        </div>
      </div>
      <h2 id="guarantee-terms-heading" className="text-lg font-semibold">
        The loan
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {termRows(terms).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium" data-testid={`guarantee-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">This link is yours alone. It works once, until {formatDate(terms.expiresAt)}.</p>
    </section>
  );
}
