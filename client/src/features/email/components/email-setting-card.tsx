import { KeyRound, Mail, Pencil, Send, Trash2 } from 'lucide-react';
import { EMAIL_SETTINGS_TEXTS, type TEmailSetting } from '@common/contracts/email-settings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serviceLabel } from '../utils/email-setting-form';

type TProps = {
  setting: TEmailSetting;
  deleteDisabled: boolean;
  onTest: (setting: TEmailSetting) => void;
  onEdit: (setting: TEmailSetting) => void;
  onDelete: (setting: TEmailSetting) => void;
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-all">{value}</dd>
    </div>
  );
}

/** One configuration: which account sends, from which address, through which server. */
export function EmailSettingCard({ setting, deleteDisabled, onTest, onEdit, onDelete }: TProps) {
  const name = `${setting.service.toUpperCase()} ${setting.username}`;
  return (
    <li className="grid content-between gap-4 rounded-lg border border-border p-4" data-testid="email-card" data-service={setting.service}>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          <h4 className="font-semibold tracking-wide">{setting.service.toUpperCase()}</h4>
          {setting.isDefault && <Badge>{EMAIL_SETTINGS_TEXTS.defaultBadge}</Badge>}
          {setting.isActive ? (
            <Badge variant="success">{EMAIL_SETTINGS_TEXTS.activeBadge}</Badge>
          ) : (
            <Badge variant="outline">{EMAIL_SETTINGS_TEXTS.inactiveBadge}</Badge>
          )}
        </div>
        <p className="text-sm break-all text-muted-foreground">
          <span className="font-medium text-foreground">{setting.senderName}</span> · {setting.username}
        </p>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Service" value={serviceLabel(setting.service)} />
          <Detail label="Sender Email" value={setting.senderEmail ?? setting.username} />
          {setting.smtpHost && <Detail label="SMTP Host" value={setting.smtpHost} />}
          {setting.smtpHost && setting.smtpPort !== null && <Detail label="SMTP Port" value={String(setting.smtpPort)} />}
        </dl>
        {setting.passwordNeedsReentry && (
          <p className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive" data-testid="email-card-password-reentry">
            <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {EMAIL_SETTINGS_TEXTS.passwordNeedsReentry}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onTest(setting)} data-testid="email-card-test">
          <Send aria-hidden="true" />
          {EMAIL_SETTINGS_TEXTS.test}
          <span className="sr-only"> {name}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onEdit(setting)} data-testid="email-card-edit">
          <Pencil aria-hidden="true" />
          {EMAIL_SETTINGS_TEXTS.edit}
          <span className="sr-only"> {name}</span>
        </Button>
        <Button variant="destructive" size="sm" onClick={() => onDelete(setting)} disabled={deleteDisabled} data-testid="email-card-delete">
          <Trash2 aria-hidden="true" />
          {EMAIL_SETTINGS_TEXTS.delete}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}
