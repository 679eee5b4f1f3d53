import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { FieldError } from './field-error';
import { FormSection } from './form-section';
import { SignaturePadField } from '@/components/signature-pad-field';

const SIGNATURE_LINES = ['Lender', 'Borrower', 'Witness'] as const;

/** Section 7: the drawn signature on screen, and blank lines to sign by hand on the printed copy. */
export function SignatureSection({ values, setField }: { values: TLoanFormValues; setField: TSetLoanFormField }) {
  return (
    <FormSection
      title="7. Signatures"
      description="Draw your signature in the box and press Save Signature, or type your name to sign, or upload a photo of your signature."
      testId="signature-section"
    >
      {/* Focused (not tabbable) when the signature check fails, so the pad and its message are read next. */}
      <div className="grid gap-2 outline-none print:hidden" tabIndex={-1} data-focus-target="signature" aria-label="Borrower signature">
        <SignaturePadField
          value={values.borrowerSignatureUrl}
          method={values.borrowerSignatureMethod}
          onChange={(path, method) => {
            setField('borrowerSignatureUrl', path);
            setField('borrowerSignatureMethod', method);
          }}
        />
        <FieldError field="signature" />
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
