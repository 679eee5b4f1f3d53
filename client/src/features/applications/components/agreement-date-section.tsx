import type { TSetLoanFormField } from '../hooks/use-loan-agreement-form';
import type { TLoanFormValues } from '../utils/loan-agreement-form';
import { FormDateField } from './form-date-field';
import { FormSection } from './form-section';

export function AgreementDateSection({ values, setField }: { values: TLoanFormValues; setField: TSetLoanFormField }) {
  return (
    <FormSection title="1. Agreement Date" testId="agreement-date-section">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormDateField id="agreement-date" label="Agreement Date" value={values.agreementDate} onValueChange={(v) => setField('agreementDate', v)} />
        <FormDateField id="valid-from" label="Valid From" value={values.validFrom} onValueChange={(v) => setField('validFrom', v)} />
        <FormDateField
          id="ending-on"
          label="Ending On"
          value={values.endingOn}
          onValueChange={(v) => setField('endingOn', v)}
          hint="Valid-from date plus the term in weeks."
        />
      </div>
    </FormSection>
  );
}
