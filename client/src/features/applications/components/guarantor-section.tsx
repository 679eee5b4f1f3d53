import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';

export function GuarantorSection({ values, setField }: { values: TLoanFormValues; setField: TSetLoanFormField }) {
  return (
    <FormSection title="3. Guarantor" description="Optional: someone who guarantees the loan." testId="guarantor-section">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id="guarantor-name" label="Guarantor Name" autoComplete="off" value={values.guarantorName} onValueChange={(v) => setField('guarantorName', v)} />
        <FormTextField id="guarantor-phone" label="Guarantor Phone" type="tel" autoComplete="off" value={values.guarantorPhone} onValueChange={(v) => setField('guarantorPhone', v)} />
        <FormTextField id="guarantor-address" label="Guarantor Address" autoComplete="off" value={values.guarantorAddress} onValueChange={(v) => setField('guarantorAddress', v)} />
        <FormTextField
          id="guarantor-trn"
          label="Guarantor TRN"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123-456-789"
          value={values.guarantorTRN}
          onValueChange={(v) => setField('guarantorTRN', v)}
        />
      </div>
    </FormSection>
  );
}
