import { useId } from 'react';
import { REMINDER_STAGES, type TReminderStage } from '@common/contracts/collections';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReminderSettings } from '../api/get-reminder-settings';
import { useUpdateReminderSettings } from '../api/update-reminder-settings';
import { STAGE_LABELS } from '../utils/collection-labels';

/** The e-mail reminder stages: admins turn each on or off; other staff see which are on. */
export function ReminderSettings({ canChange }: { canChange: boolean }) {
  const id = useId();
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const toggle = (stage: TReminderStage, enabled: boolean) =>
    update.mutate(
      { [stage]: enabled },
      {
        onSuccess: () => toast({ title: 'Reminders Updated', description: `${STAGE_LABELS[stage]}: ${enabled ? 'on' : 'off'}.` }),
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to update reminders', variant: 'destructive' }),
      },
    );
  return (
    <Card className="min-w-0" data-testid="collections-reminders">
      <CardHeader>
        <h3 className="text-base leading-tight font-semibold tracking-tight">Payment Reminders</h3>
        <CardDescription>E-mailed to the borrower once per payment and stage; each shows in the case history.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {REMINDER_STAGES.map((stage) => (
          <div key={stage} className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-${stage}`} className="font-normal">
              {STAGE_LABELS[stage]}
            </Label>
            <Switch
              id={`${id}-${stage}`}
              checked={settings.data?.[stage] ?? false}
              disabled={!canChange || !settings.data || update.isPending}
              onCheckedChange={(checked) => toggle(stage, checked)}
              data-testid={`reminder-${stage}`}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
