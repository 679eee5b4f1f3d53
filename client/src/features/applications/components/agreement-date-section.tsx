import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';

export function AgreementDateSection({ values, setField }: { values: TLoanFormValues; setField: TSetLoanFormField }) {
  return (
    <FormSection title="1. Agreement Date" testId="agreement-date-section">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField id="agreement-date" label="Agreement Date" type="date" value={values.agreementDate} onValueChange={(v) => setField('agreementDate', v)} />
        <FormTextField id="valid-from" label="Valid From" type="date" value={values.validFrom} onValueChange={(v) => setField('validFrom', v)} />
        <FormTextField
          id="ending-on"
          label="Ending On"
          type="date"
          value={values.endingOn}
          onValueChange={(v) => setField('endingOn', v)}
          hint="Valid-from date plus the term in weeks."
        />
      </div>
    </FormSection>
  );
}
