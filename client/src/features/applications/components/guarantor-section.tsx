import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';

export function GuarantorSection({ values, setField }: { values: TLoanFormValues; setField: TSetLoanFormField }) {
  return (
    <FormSection
      title="3. Guarantor"
      description="Optional: someone who guarantees the loan. We e-mail the guarantor a link to read the loan's terms and agree with their own signature and ID; the loan is approved only once they agree."
      testId="guarantor-section"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id="guarantor-name" label="Guarantor Name" autoComplete="off" value={values.guarantorName} onValueChange={(v) => setField('guarantorName', v)} />
        <FormTextField
          id="guarantor-email"
          label="Guarantor Email"
          type="email"
          autoComplete="off"
          required={values.guarantorName.trim() !== ''}
          hint="Required with a guarantor: the guarantor will be asked to agree by e-mail."
          value={values.guarantorEmail}
          onValueChange={(v) => setField('guarantorEmail', v)}
        />
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
