import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, Printer, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-auth';
import { useShopSettingsOrDefaults } from '@/lib/use-shop-settings';
import { useApplicantDetails } from '../api/get-applicant-details';
import { useSubmitPawnLoan } from '../api/submit-pawn-loan';
import { useLoanAgreementForm } from '../hooks/use-loan-agreement-form';
import { confirmationHref } from '../utils/agreement-link';
import { findLoanFormProblem, quoteFor, toPawnLoanPayload, type TFormProblem, type TLoanFormValues } from '../utils/loan-agreement-form';
import { FieldProblemContext } from './field-error';
import { AgreementDateSection } from './agreement-date-section';
import { BorrowerSection } from './borrower-section';
import { GuarantorSection } from './guarantor-section';
import { IdDocumentSection } from './id-document-section';
import { LoanDetailsSection } from './loan-details-section';
import { SignatureSection } from './signature-section';
import { TermsSection } from './terms-section';

const SUBMISSION_FAILED = 'There was an error submitting your application. Please try again.';

/** The loan agreement (spec section 2): seven sections, the spec's checks on submit, and a printable copy. */
export function LoanAgreementForm({ search }: { search: string }) {
  const { values, setField: setValue, discardDraft } = useLoanAgreementForm(search);
  // The failed check's field, marked until the person changes something. Each failed submit sets a
  // new object, so the focus moves again when the same check fails twice in a row.
  const [problem, setProblem] = useState<TFormProblem | null>(null);
  const setField = useCallback(
    <K extends keyof TLoanFormValues>(key: K, value: TLoanFormValues[K]) => {
      setProblem(null);
      setValue(key, value);
    },
    [setValue],
  );
  // A signed-in borrower applying again starts from their own known details (empty fields only).
  const { user } = useAuth();
  const details = useApplicantDetails(user?.role === 'borrower');
  const prefilled = useRef(false);
  const known = details.data;
  useEffect(() => {
    if (!known || prefilled.current) return;
    prefilled.current = true;
    for (const [key, value] of Object.entries(known) as [keyof typeof known, string][]) {
      if (value && values[key].trim() === '') setValue(key, value);
    }
  }, [known, values, setValue]);
  const fieldProblem = useMemo(() => (problem ? { field: problem.field, message: problem.description } : null), [problem]);

  useEffect(() => {
    if (!problem) return;
    const target = document.querySelector<HTMLElement>(`[data-focus-target="${problem.field}"]`);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center', behavior: 'auto' });
    target.focus({ preventScroll: true });
  }, [problem]);
  // The shop's rates and late fee (its settings, the defaults until they arrive).
  const terms = useShopSettingsOrDefaults();
  const quote = useMemo(() => quoteFor(values, terms.interestRates), [values, terms.interestRates]);
  const submit = useSubmitPawnLoan();
  const [, navigate] = useLocation();

  const calculatorHref = useMemo(() => {
    const params = new URLSearchParams();
    if (values.loanAmount) params.set('amount', values.loanAmount);
    if (values.interestRate) params.set('rate', values.interestRate);
    if (values.termWeeks) params.set('term', values.termWeeks);
    const query = params.toString();
    return query ? `/calculator?${query}` : '/calculator';
  }, [values.loanAmount, values.interestRate, values.termWeeks]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found = findLoanFormProblem(values, terms.interestRates);
    if (found) {
      toast({ title: found.title, description: found.description, variant: 'destructive' });
      setProblem({ ...found });
      return;
    }
    submit.mutate(toPawnLoanPayload(values, terms), {
      onSuccess: ({ applicationNumber }) => {
        discardDraft();
        toast({
          title: 'Application Submitted',
          description: `Your loan application ${applicationNumber} has been submitted successfully! Check your email for confirmation.`,
          duration: 10_000,
        });
        // A confirmation to keep, rather than a redirect home: the number, next steps and the PDF.
        window.scrollTo({ top: 0 });
        navigate(confirmationHref(applicationNumber));
      },
      onError: (err) => {
        // The spec's sentence first; the server's own reason (a 400's message) helps fix the form.
        const reason = readErrorMessage(err);
        toast({ title: 'Submission Failed', description: reason ? `${SUBMISSION_FAILED} ${reason}` : SUBMISSION_FAILED, variant: 'destructive' });
      },
    });
  };

  return (
    <FieldProblemContext.Provider value={fieldProblem}>
    <form className="grid gap-6" onSubmit={handleSubmit} noValidate aria-label="Loan Agreement Form" data-testid="loan-agreement-form">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button asChild variant="outline" data-testid="back-to-calculator">
          <Link href={calculatorHref}>
            <ArrowLeft aria-hidden="true" />
            Back to Calculator
          </Link>
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()} data-testid="print-form">
          <Printer aria-hidden="true" />
          Print Form
        </Button>
      </div>

      <AgreementDateSection values={values} setField={setField} />
      <BorrowerSection values={values} setField={setField} />
      <GuarantorSection values={values} setField={setField} />
      <LoanDetailsSection values={values} setField={setField} quote={quote} rates={terms.interestRates} />
      <TermsSection values={values} setField={setField} quote={quote} lateFeePercent={terms.lateFeePercent} />
      <IdDocumentSection
        type={values.idDocumentType}
        url={values.idDocumentUrl}
        number={values.idDocumentNumber}
        expiryDate={values.idExpiryDate}
        onTypeChange={(v) => setField('idDocumentType', v)}
        onUrlChange={(v) => setField('idDocumentUrl', v)}
        onNumberChange={(v) => setField('idDocumentNumber', v)}
        onExpiryChange={(v) => setField('idExpiryDate', v)}
      />
      <SignatureSection values={values} setField={setField} />

      <div className="flex justify-end print:hidden">
        <Button type="submit" size="lg" disabled={submit.isPending} className="w-full sm:w-auto" data-testid="submit-application">
          <Send aria-hidden="true" />
          {submit.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
    </FieldProblemContext.Provider>
  );
}
