import { useId, useState, type FormEvent } from 'react';
import { EMAIL_SETTINGS_TEXTS, EMAIL_SETTINGS_TOASTS, type TEmailSetting } from '@common/contracts/email-settings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateEmailSetting } from '../api/create-email-setting';
import { useUpdateEmailSetting } from '../api/update-email-setting';
import {
  credentialTexts,
  emailSettingFormOf,
  emailSettingFormProblem,
  newEmailSettingForm,
  senderEmailNeeded,
  toCreateEmailSettingRequest,
  toUpdateEmailSettingRequest,
  usernameInputType,
  type TEmailSettingField,
  type TEmailSettingForm,
} from '../utils/email-setting-form';
import { EmailServerFields } from './email-server-fields';
import { EmailToggleField } from './email-toggle-field';
import { FieldHint } from './field-hint';

export type TEmailSettingFormTarget = { mode: 'create' } | { mode: 'edit'; setting: TEmailSetting };

type TProps = { target: TEmailSettingFormTarget; onClose: () => void };

// Addresses and keys are typed exactly: no autocorrect or capitals from a phone keyboard.
const quietField = { autoComplete: 'off', autoCorrect: 'off', autoCapitalize: 'off', spellCheck: false } as const;

/**
 * Add and Edit share this form (spec sections 2, 4 and 5). Mounted fresh for every opening, so
 * closing it after a save, or cancelling, leaves nothing behind for the next one.
 */
export function EmailSettingFormDialog({ target, onClose }: TProps) {
  const id = useId();
  const fieldId = (field: TEmailSettingField) => `${id}-${field}`;
  const editing = target.mode === 'edit' ? target.setting : null;
  const [form, setForm] = useState<TEmailSettingForm>(() => (editing ? emailSettingFormOf(editing) : newEmailSettingForm()));
  // Problems show once a save was tried, then follow the typing.
  const [tried, setTried] = useState(false);
  const create = useCreateEmailSetting();
  const update = useUpdateEmailSetting();
  const saving = create.isPending || update.isPending;

  const mode = editing ? 'edit' : 'create';
  const problem = tried ? emailSettingFormProblem(form, mode) : null;
  const texts = credentialTexts(form.service);
  const set = <K extends keyof TEmailSettingForm>(key: K, value: TEmailSettingForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const invalid = (field: TEmailSettingField) => (problem?.field === field ? true : undefined);
  const describedBy = (field: TEmailSettingField, hint: boolean) =>
    [hint ? `${fieldId(field)}-hint` : null, problem?.field === field ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;

  const close = (open: boolean) => {
    if (!open && !saving) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    const found = emailSettingFormProblem(form, mode);
    if (found) {
      document.getElementById(fieldId(found.field))?.focus();
      return;
    }
    const onError = (fallback: string) => (err: unknown) =>
      toast({ title: EMAIL_SETTINGS_TOASTS.errorTitle, description: readErrorMessage(err) ?? fallback, variant: 'destructive' });
    if (editing) {
      update.mutate(
        { id: editing.id, changes: toUpdateEmailSettingRequest(form) },
        {
          onSuccess: () => {
            toast(EMAIL_SETTINGS_TOASTS.updated);
            onClose();
          },
          onError: onError(EMAIL_SETTINGS_TOASTS.updateFailed),
        },
      );
    } else {
      create.mutate(toCreateEmailSettingRequest(form), {
        onSuccess: () => {
          toast(EMAIL_SETTINGS_TOASTS.created);
          onClose();
        },
        onError: onError(EMAIL_SETTINGS_TOASTS.createFailed),
      });
    }
  };

  const senderRequired = senderEmailNeeded(form);
  return (
    <Dialog open onOpenChange={close}>
      <DialogContent data-testid="email-form-dialog">
        <DialogHeader>
          <DialogTitle>{editing ? EMAIL_SETTINGS_TEXTS.editTitle : EMAIL_SETTINGS_TEXTS.add}</DialogTitle>
          <DialogDescription>The account that sends application confirmations and payment receipts to borrowers.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <EmailServerFields form={form} onChange={setForm} fieldId={fieldId} invalid={invalid} describedBy={describedBy} />
          <div className="grid gap-2">
            <Label htmlFor={fieldId('username')}>{texts.usernameLabel} *</Label>
            <Input
              id={fieldId('username')}
              type={usernameInputType(form.service)}
              value={form.username}
              onChange={(e) => set('username', e.target.value)}
              maxLength={254}
              aria-invalid={invalid('username')}
              aria-describedby={describedBy('username', texts.usernameHint !== null)}
              data-testid="email-form-username"
              {...quietField}
            />
            {texts.usernameHint && <FieldHint id={`${fieldId('username')}-hint`}>{texts.usernameHint}</FieldHint>}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fieldId('password')}>
              {texts.passwordLabel}
              {!editing && ' *'}
            </Label>
            <Input
              id={fieldId('password')}
              type="password"
              value={form.password}
              onChange={(e) => set('password', e.target.value)}
              maxLength={1024}
              autoComplete="new-password"
              aria-invalid={invalid('password')}
              aria-describedby={describedBy('password', true)}
              data-testid="email-form-password"
            />
            <FieldHint id={`${fieldId('password')}-hint`}>
              {texts.passwordHint && <span className="block">{texts.passwordHint}</span>}
              <span className="block">{editing ? 'Leave blank to keep the current password.' : 'Stored encrypted; it is never shown again.'}</span>
            </FieldHint>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={fieldId('senderName')}>Sender Name</Label>
              <Input
                id={fieldId('senderName')}
                value={form.senderName}
                onChange={(e) => set('senderName', e.target.value)}
                maxLength={200}
                autoComplete="off"
                data-testid="email-form-sender-name"
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={fieldId('senderEmail')}>Sender Email{senderRequired && ' *'}</Label>
              <Input
                id={fieldId('senderEmail')}
                type="email"
                value={form.senderEmail}
                onChange={(e) => set('senderEmail', e.target.value)}
                maxLength={254}
                aria-invalid={invalid('senderEmail')}
                aria-describedby={describedBy('senderEmail', true)}
                data-testid="email-form-sender-email"
                {...quietField}
              />
              <FieldHint id={`${fieldId('senderEmail')}-hint`}>
                {senderRequired ? 'Required while the username is not an email address.' : `Leave blank to send from the ${form.service === 'gmail' ? 'Gmail address' : 'username'}.`}
              </FieldHint>
            </div>
          </div>
          <div className="grid gap-3 rounded-md border border-border p-3">
            <EmailToggleField
              id={fieldId('isActive')}
              label={EMAIL_SETTINGS_TEXTS.activeToggle}
              hint="Only active configurations send email."
              checked={form.isActive}
              onChange={(v) => set('isActive', v)}
              testId="email-form-active"
            />
            <EmailToggleField
              id={fieldId('isDefault')}
              label={EMAIL_SETTINGS_TEXTS.defaultToggle}
              hint="The outbox sends with the active default; marking this one clears the others."
              checked={form.isDefault}
              onChange={(v) => set('isDefault', v)}
              testId="email-form-default"
            />
          </div>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-sm text-destructive" data-testid="email-form-problem">
              {problem.message}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving} data-testid="email-form-submit">
              {saving ? EMAIL_SETTINGS_TEXTS.saving : editing ? 'Save Changes' : 'Save Configuration'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
