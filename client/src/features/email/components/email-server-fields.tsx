import { EMAIL_SERVICES, type TEmailService } from '@common/contracts/email-settings';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { changeService, serviceLabel, serviceServerNote, type TEmailSettingField, type TEmailSettingForm } from '../utils/email-setting-form';
import { FieldHint } from './field-hint';

type TProps = {
  form: TEmailSettingForm;
  onChange: (form: TEmailSettingForm) => void;
  fieldId: (field: TEmailSettingField) => string;
  invalid: (field: TEmailSettingField) => true | undefined;
  describedBy: (field: TEmailSettingField, hint: boolean) => string | undefined;
};

/** The service, and for smtp only the host and port (gmail and sendgrid have fixed servers). */
export function EmailServerFields({ form, onChange, fieldId, invalid, describedBy }: TProps) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={fieldId('service')}>Email Service</Label>
        <NativeSelect
          id={fieldId('service')}
          value={form.service}
          onChange={(e) => onChange(changeService(form, e.target.value as TEmailService))}
          aria-describedby={`${fieldId('service')}-hint`}
          data-testid="email-form-service"
        >
          {EMAIL_SERVICES.map((service) => (
            <option key={service} value={service}>
              {serviceLabel(service)}
            </option>
          ))}
        </NativeSelect>
        <FieldHint id={`${fieldId('service')}-hint`}>{serviceServerNote(form.service)}</FieldHint>
      </div>
      {form.service === 'smtp' && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <div className="grid gap-2">
            <Label htmlFor={fieldId('smtpHost')}>SMTP Host *</Label>
            <Input
              id={fieldId('smtpHost')}
              value={form.smtpHost}
              onChange={(e) => onChange({ ...form, smtpHost: e.target.value })}
              placeholder="mail.example.com"
              maxLength={255}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={invalid('smtpHost')}
              aria-describedby={describedBy('smtpHost', false)}
              data-testid="email-form-host"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fieldId('smtpPort')}>SMTP Port *</Label>
            <Input
              id={fieldId('smtpPort')}
              type="number"
              inputMode="numeric"
              min={1}
              max={65535}
              step={1}
              value={form.smtpPort}
              onChange={(e) => onChange({ ...form, smtpPort: e.target.value })}
              aria-invalid={invalid('smtpPort')}
              aria-describedby={describedBy('smtpPort', false)}
              data-testid="email-form-port"
            />
          </div>
        </div>
      )}
    </>
  );
}
