import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { FormSection } from './form-section';
import { SignaturePadField } from '@/components/signature-pad-field';

const SIGNATURE_LINES = ['Lender', 'Borrower', 'Witness'] as const;

/** Section 7: the drawn signature on screen, and blank lines to sign by hand on the printed copy. */
export function SignatureSection({ values, setField }: { values: TLoanFormValues; setField: TSetLoanFormField }) {
  return (
    <FormSection
      title="7. Signatures"
      description="Draw your signature in the box, then press Save Signature."
      testId="signature-section"
    >
      <div className="print:hidden">
        <SignaturePadField value={values.borrowerSignatureUrl} onChange={(path) => setField('borrowerSignatureUrl', path)} />
      </div>
      <div className="hidden gap-8 pt-4 print:grid print:grid-cols-3" data-testid="signature-lines">
        {SIGNATURE_LINES.map((role) => (
          <div key={role} className="grid gap-1">
            <div className="h-10 border-b border-foreground" />
            <p className="text-sm">{role} Signature</p>
            <p className="text-xs text-muted-foreground">Date: ____________________</p>
          </div>
        ))}
      </div>
    </FormSection>
  );
}
