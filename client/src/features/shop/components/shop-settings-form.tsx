import { useId, useState, type FormEvent } from 'react';
import { FileText, Save } from 'lucide-react';
import {
  DEFAULT_REDEMPTION_PERIOD_DAYS,
  MAX_REDEMPTION_PERIOD_DAYS,
  MIN_REDEMPTION_PERIOD_DAYS,
  REDEMPTION_PERIOD_WARNING,
  SHOP_SETTINGS_MESSAGES,
  ZUpdateShopSettingsRequest,
  type TShopSettings,
  type TUpdateShopSettingsRequest,
} from '@common/contracts/shop-settings';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { RATES_NOTICE_URL } from '../api/get-rates-notice';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import { LogoField, type TLogoChoice } from './logo-field';
import { pawnBodyOf, pawnFieldOfMessage, pawnFieldOfPath, PawnSettingsFieldset, pawnValuesOf, type TPawnErrors } from './pawn-settings-fieldset';

type TTermField = 'redemptionPeriodDays' | 'forfeitureNoticeDays' | 'interestRates' | 'lateFeePercent';
type TTextField = Exclude<keyof TUpdateShopSettingsRequest, 'logoUrl' | TTermField | 'pawnTerms' | 'counterApprovalLimit' | 'maxLoanToValuePercent'>;

const FIELDS: { field: TTextField; label: string; hint?: string; type?: string; multiline?: boolean; required?: boolean; maxLength: number }[] = [
  { field: 'businessName', label: 'Business name', required: true, maxLength: 120 },
  { field: 'address', label: 'Address', multiline: true, maxLength: 300 },
  { field: 'phone', label: 'Phone', type: 'tel', maxLength: 40 },
  { field: 'email', label: 'E-mail', type: 'email', maxLength: 254 },
  { field: 'licenceNumber', label: 'Bank of Jamaica licence number', maxLength: 60 },
  { field: 'supportHours', label: 'Support hours', hint: 'Shown to borrowers, e.g. Monday to Friday 9AM to 5PM.', required: true, maxLength: 120 },
];

/** The pledge and rate settings, typed as text and checked by the contract like the rest. */
const TERM_FIELDS: { field: TTermField; label: string; hint: string; numeric: boolean }[] = [
  {
    field: 'redemptionPeriodDays',
    label: 'Redemption period (days)',
    hint: `How long a pledge stays redeemable after its loan starts; printed on every pawn ticket. The Pawnbrokers Act's year is ${DEFAULT_REDEMPTION_PERIOD_DAYS} days.`,
    numeric: true,
  },
  {
    field: 'forfeitureNoticeDays',
    label: 'Forfeiture notice (days)',
    hint: 'How many days before a pledge may be sold the pawner is e-mailed what to pay to redeem or renew.',
    numeric: true,
  },
  {
    field: 'interestRates',
    label: 'Interest rates (%)',
    hint: 'The rates a new loan may use, separated by commas, e.g. 20, 40. Loans already made keep their rate.',
    numeric: false,
  },
  {
    field: 'lateFeePercent',
    label: 'Late fee (% of one instalment)',
    hint: 'Charged once for each late instalment of a new loan. Loans already made keep their late fee.',
    numeric: true,
  },
];

const termsOf = (s: TShopSettings): Record<TTermField, string> => ({
  redemptionPeriodDays: String(s.redemptionPeriodDays),
  forfeitureNoticeDays: String(s.forfeitureNoticeDays),
  interestRates: s.interestRates.join(', '),
  lateFeePercent: String(s.lateFeePercent),
});

const formOf = (s: TShopSettings): Record<TTextField, string> => ({
  businessName: s.businessName,
  address: s.address,
  phone: s.phone,
  email: s.email,
  licenceNumber: s.licenceNumber,
  supportHours: s.supportHours,
});

/** The super admin's form for the shop's identity; mounted from the saved settings. */
export function ShopSettingsForm({ saved }: { saved: TShopSettings }) {
  const id = useId();
  const [form, setForm] = useState(() => formOf(saved));
  const [logo, setLogo] = useState<TLogoChoice>({ kind: 'saved', url: saved.logoUrl });
  const [terms, setTerms] = useState(() => termsOf(saved));
  const [pawn, setPawn] = useState(() => pawnValuesOf(saved));
  // The counter pawn's fields show each of their problems under the field (issue 43).
  const [pawnErrors, setPawnErrors] = useState<TPawnErrors>({});
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const update = useUpdateShopSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const trimmedTerms = Object.fromEntries(Object.entries(terms).map(([field, value]) => [field, value.trim()]));
    const body = { ...form, ...trimmedTerms, ...pawnBodyOf(pawn), ...(logo.kind === 'uploaded' ? { logoUrl: logo.path } : logo.kind === 'removed' ? { logoUrl: '' } : {}) };
    // The contract is the server's own check: the same words show here before anything is sent.
    const parsed = ZUpdateShopSettingsRequest.safeParse(body);
    if (!parsed.success) {
      const errors: TPawnErrors = {};
      for (const pawnIssue of parsed.error.issues) {
        const pawnField = pawnFieldOfPath(pawnIssue.path);
        if (pawnField) errors[pawnField] ??= pawnIssue.message;
      }
      setPawnErrors(errors);
      const issue = parsed.error.issues[0];
      const field = (issue && pawnFieldOfPath(issue.path)) ?? String(issue?.path[0] ?? 'businessName');
      setProblem({ field, message: issue?.message ?? 'Please check the form.' });
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setProblem(null);
    setPawnErrors({});
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setForm(formOf(next));
        setTerms(termsOf(next));
        setPawn(pawnValuesOf(next));
        setLogo({ kind: 'saved', url: next.logoUrl });
        toast({ title: SHOP_SETTINGS_MESSAGES.saved, description: 'Receipts, agreements, e-mails and the website now use these details.' });
      },
      onError: (err) => {
        const message = readErrorMessage(err);
        const pawnField = message ? pawnFieldOfMessage(message) : null;
        if (pawnField && message) setPawnErrors({ [pawnField]: message });
        toast({ title: 'Shop settings not saved', description: message ?? 'Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="shop-settings-form">
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map(({ field, label, hint, type, multiline, required, maxLength }) => {
          const fieldId = `${id}-${field}`;
          const invalid = problem?.field === field;
          const describedBy = [hint ? `${fieldId}-hint` : null, invalid ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;
          const common = {
            id: fieldId,
            value: form[field],
            maxLength,
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy,
            'data-testid': `shop-${field}`,
          };
          return (
            <div key={field} className={multiline ? 'grid gap-2 md:row-span-2' : 'grid gap-2'}>
              <Label htmlFor={fieldId}>
                {label}
                {required ? ' *' : ''}
              </Label>
              {multiline ? (
                <Textarea {...common} rows={4} onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))} />
              ) : (
                <Input {...common} type={type ?? 'text'} onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))} />
              )}
              {hint && (
                <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
                  {hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Pledges and rates</legend>
        {TERM_FIELDS.map(({ field, label, hint, numeric }) => {
          const fieldId = `${id}-${field}`;
          const invalid = problem?.field === field;
          const redemptionWarning =
            field === 'redemptionPeriodDays' && Number(terms.redemptionPeriodDays) > 0 && Number(terms.redemptionPeriodDays) < DEFAULT_REDEMPTION_PERIOD_DAYS;
          return (
            <div key={field} className="grid content-start gap-2">
              <Label htmlFor={fieldId}>{label} *</Label>
              <Input
                id={fieldId}
                type={numeric ? 'number' : 'text'}
                inputMode={numeric ? 'numeric' : 'text'}
                min={field === 'redemptionPeriodDays' ? MIN_REDEMPTION_PERIOD_DAYS : undefined}
                max={field === 'redemptionPeriodDays' ? MAX_REDEMPTION_PERIOD_DAYS : undefined}
                value={terms[field]}
                aria-invalid={invalid || undefined}
                aria-describedby={[`${fieldId}-hint`, invalid ? `${id}-problem` : null].filter(Boolean).join(' ')}
                data-testid={`shop-${field}`}
                onChange={(e) => setTerms((t) => ({ ...t, [field]: e.target.value }))}
              />
              <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </p>
              {redemptionWarning && (
                <p className="text-sm font-medium text-amber-800" role="status" data-testid="shop-redemption-warning">
                  {REDEMPTION_PERIOD_WARNING}
                </p>
              )}
            </div>
          );
        })}
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button asChild variant="outline" size="sm">
            <a href={RATES_NOTICE_URL} target="_blank" rel="noopener noreferrer" data-testid="shop-rates-notice">
              <FileText aria-hidden="true" />
              Table of rates
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">The saved rates and charges as a PDF to show in the shop (Pawnbrokers Act s. 9).</p>
        </div>
      </fieldset>
      <PawnSettingsFieldset
        idPrefix={id}
        values={pawn}
        errors={pawnErrors}
        onChange={(field, value) => {
          setPawn((p) => ({ ...p, [field]: value }));
          setPawnErrors((e) => ({ ...e, [field]: undefined }));
        }}
      />
      <LogoField value={logo} onChange={setLogo} disabled={update.isPending} />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive" data-testid="shop-settings-problem">
          {problem.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={update.isPending} data-testid="shop-settings-save">
          <Save aria-hidden="true" />
          {update.isPending ? 'Saving...' : 'Save Shop Settings'}
        </Button>
      </div>
    </form>
  );
}
