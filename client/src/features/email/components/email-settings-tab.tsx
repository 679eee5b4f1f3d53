import { useState } from 'react';
import { Plus } from 'lucide-react';
import { EMAIL_SETTINGS_TEXTS, EMAIL_SETTINGS_TOASTS, type TEmailSetting } from '@common/contracts/email-settings';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteEmailSetting } from '../api/delete-email-setting';
import { useEmailSettings } from '../api/get-email-settings';
import { DeleteEmailSettingDialog } from './delete-email-setting-dialog';
import { EmailSettingCard } from './email-setting-card';
import { EmailSettingFormDialog, type TEmailSettingFormTarget } from './email-setting-form-dialog';
import { OutboxSection } from './outbox-section';
import { TestEmailDialog } from './test-email-dialog';

/** The dashboard's Email Settings tab (spec staff-area section 2) with the outbox below it. */
export function EmailSettingsTab() {
  const settings = useEmailSettings();
  const remove = useDeleteEmailSetting();
  const [formTarget, setFormTarget] = useState<TEmailSettingFormTarget | null>(null);
  // Each opening mounts a fresh form, so a closed dialog never leaves half-typed values behind.
  const [formKey, setFormKey] = useState(0);
  const [testing, setTesting] = useState<TEmailSetting | null>(null);
  const [deleting, setDeleting] = useState<TEmailSetting | null>(null);

  const openForm = (target: TEmailSettingFormTarget) => {
    setFormKey((k) => k + 1);
    setFormTarget(target);
  };

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast(EMAIL_SETTINGS_TOASTS.deleted);
        setDeleting(null);
      },
      onError: (err) =>
        toast({ title: EMAIL_SETTINGS_TOASTS.errorTitle, description: readErrorMessage(err) ?? EMAIL_SETTINGS_TOASTS.deleteFailed, variant: 'destructive' }),
    });
  };

  const list = settings.data ?? [];
  const noActiveConfiguration = settings.isSuccess && !list.some((s) => s.isActive);

  return (
    <div className="grid min-w-0 gap-6" data-testid="email-settings-tab">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            <h3 className="text-lg leading-tight font-semibold tracking-tight">{EMAIL_SETTINGS_TEXTS.title}</h3>
            <CardDescription>{EMAIL_SETTINGS_TEXTS.subtitle}</CardDescription>
          </div>
          {list.length > 0 && (
            <Button onClick={() => openForm({ mode: 'create' })} data-testid="email-add">
              <Plus aria-hidden="true" />
              {EMAIL_SETTINGS_TEXTS.add}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {settings.isPending ? (
            <p role="status" className="py-6 text-center text-sm text-muted-foreground">
              {EMAIL_SETTINGS_TEXTS.loading}
            </p>
          ) : settings.isError ? (
            <LoadError message={readErrorMessage(settings.error) ?? 'We could not load the email settings.'} onRetry={() => void settings.refetch()} />
          ) : list.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-md border border-dashed border-border px-4 py-10 text-center" data-testid="email-empty">
              <p className="font-semibold">{EMAIL_SETTINGS_TEXTS.emptyTitle}</p>
              <p className="max-w-md text-sm text-muted-foreground">
                Until a configuration is added and turned on, confirmations and receipts wait in the outbox below.
              </p>
              {/* The spec's long label wraps on a phone instead of pushing the page sideways. */}
              <Button onClick={() => openForm({ mode: 'create' })} className="h-auto min-h-10 max-w-full whitespace-normal" data-testid="email-add-first">
                <Plus aria-hidden="true" />
                {EMAIL_SETTINGS_TEXTS.addFirst}
              </Button>
            </div>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2" aria-label="Email configurations">
              {list.map((setting) => (
                <EmailSettingCard
                  key={setting.id}
                  setting={setting}
                  deleteDisabled={remove.isPending}
                  onTest={setTesting}
                  onEdit={(s) => openForm({ mode: 'edit', setting: s })}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <OutboxSection noActiveConfiguration={noActiveConfiguration} />
      {formTarget && <EmailSettingFormDialog key={formKey} target={formTarget} onClose={() => setFormTarget(null)} />}
      <TestEmailDialog setting={testing} onClose={() => setTesting(null)} />
      <DeleteEmailSettingDialog setting={deleting} isPending={remove.isPending} onConfirm={confirmDelete} onClose={() => !remove.isPending && setDeleting(null)} />
    </div>
  );
}
