import { Textarea } from '@/components/ui/textarea';
import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { useFieldInvalid } from './field-error';
import { FormFieldFrame } from './form-field-frame';
import { PhotoUploadField } from './photo-upload-field';

type TBorrowerSectionProps = { values: TLoanFormValues; setField: TSetLoanFormField };

export function BorrowerSection({ values, setField }: TBorrowerSectionProps) {
  const addressInvalid = useFieldInvalid('borrower-address');
  return (
    <FormSection title="2. Borrower Information" description="Fields marked * are required." testId="borrower-section">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id="borrower-name" label="Full Name" required autoComplete="name" value={values.borrowerName} onValueChange={(v) => setField('borrowerName', v)} />
        <FormTextField
          id="borrower-email"
          label="Email Address"
          required
          type="email"
          autoComplete="email"
          value={values.borrowerEmail}
          onValueChange={(v) => setField('borrowerEmail', v)}
          hint="The confirmation of this application is sent here."
        />
        <FormFieldFrame id="borrower-address" label="Address" required className="sm:col-span-2">
          <Textarea
            id="borrower-address"
            rows={2}
            autoComplete="street-address"
            aria-required="true"
            value={values.borrowerAddress}
            onChange={(e) => setField('borrowerAddress', e.target.value)}
            data-testid="form-borrower-address"
            data-focus-target="borrower-address"
            {...addressInvalid}
          />
        </FormFieldFrame>
        <FormTextField id="borrower-phone" label="Phone Number" required type="tel" autoComplete="tel" value={values.borrowerPhone} onValueChange={(v) => setField('borrowerPhone', v)} />
        <FormTextField id="borrower-id" label="ID Number" required autoComplete="off" value={values.borrowerID} onValueChange={(v) => setField('borrowerID', v)} />
        <FormTextField
          id="borrower-trn"
          label="TRN (optional)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123-456-789"
          value={values.borrowerTRN}
          onValueChange={(v) => setField('borrowerTRN', v)}
          hint="Nine digits; dashes or spaces are fine."
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2 print:hidden">
        <PhotoUploadField
          label="Borrower Photo"
          description="A clear photo of the borrower's face."
          camera="user"
          value={values.borrowerPhotoUrl}
          onChange={(path) => setField('borrowerPhotoUrl', path)}
          testId="borrower-photo"
        />
        <PhotoUploadField
          label="TRN Document Photo"
          description="A photo of the TRN card or document."
          camera="environment"
          value={values.borrowerTrnPhotoUrl}
          onChange={(path) => setField('borrowerTrnPhotoUrl', path)}
          testId="trn-photo"
        />
      </div>
    </FormSection>
  );
}
