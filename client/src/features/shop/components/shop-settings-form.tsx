import { useId, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
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
import { useUpdateShopSettings } from '../api/update-shop-settings';
import { LogoField, type TLogoChoice } from './logo-field';

type TTextField = Exclude<keyof TUpdateShopSettingsRequest, 'logoUrl' | 'redemptionPeriodDays'>;

const FIELDS: { field: TTextField; label: string; hint?: string; type?: string; multiline?: boolean; required?: boolean; maxLength: number }[] = [
  { field: 'businessName', label: 'Business name', required: true, maxLength: 120 },
  { field: 'address', label: 'Address', multiline: true, maxLength: 300 },
  { field: 'phone', label: 'Phone', type: 'tel', maxLength: 40 },
  { field: 'email', label: 'E-mail', type: 'email', maxLength: 254 },
  { field: 'licenceNumber', label: 'Bank of Jamaica licence number', maxLength: 60 },
  { field: 'supportHours', label: 'Support hours', hint: 'Shown to borrowers, e.g. Monday to Friday 9AM to 5PM.', required: true, maxLength: 120 },
];

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
  const [redemptionDays, setRedemptionDays] = useState(String(saved.redemptionPeriodDays));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const update = useUpdateShopSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = { ...form, redemptionPeriodDays: redemptionDays.trim(), ...(logo.kind === 'uploaded' ? { logoUrl: logo.path } : logo.kind === 'removed' ? { logoUrl: '' } : {}) };
    // The contract is the server's own check: the same words show here before anything is sent.
    const parsed = ZUpdateShopSettingsRequest.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'businessName');
      setProblem({ field, message: issue?.message ?? 'Please check the form.' });
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setProblem(null);
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setForm(formOf(next));
        setRedemptionDays(String(next.redemptionPeriodDays));
        setLogo({ kind: 'saved', url: next.logoUrl });
        toast({ title: SHOP_SETTINGS_MESSAGES.saved, description: 'Receipts, agreements, e-mails and the website now use these details.' });
      },
      onError: (err) => toast({ title: 'Shop settings not saved', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
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
      <div className="grid gap-2 md:max-w-xs">
        <Label htmlFor={`${id}-redemptionPeriodDays`}>Redemption period (days) *</Label>
        <Input
          id={`${id}-redemptionPeriodDays`}
          type="number"
          inputMode="numeric"
          min={MIN_REDEMPTION_PERIOD_DAYS}
          max={MAX_REDEMPTION_PERIOD_DAYS}
          value={redemptionDays}
          aria-invalid={problem?.field === 'redemptionPeriodDays' || undefined}
          aria-describedby={[`${id}-redemptionPeriodDays-hint`, problem?.field === 'redemptionPeriodDays' ? `${id}-problem` : null].filter(Boolean).join(' ')}
          data-testid="shop-redemptionPeriodDays"
          onChange={(e) => setRedemptionDays(e.target.value)}
        />
        <p id={`${id}-redemptionPeriodDays-hint`} className="text-sm text-muted-foreground">
          How long a pledge stays redeemable after its loan starts; printed on every pawn ticket. The Pawnbrokers Act's year is{' '}
          {DEFAULT_REDEMPTION_PERIOD_DAYS} days.
        </p>
        {Number(redemptionDays) > 0 && Number(redemptionDays) < DEFAULT_REDEMPTION_PERIOD_DAYS && (
          <p className="text-sm font-medium text-amber-800" role="status" data-testid="shop-redemption-warning">
            {REDEMPTION_PERIOD_WARNING}
          </p>
        )}
      </div>
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
