import { useId, useState } from 'react';
import { COLLECTION_PRIORITIES, type TCollectionDetail, type TCollectionPriority } from '@common/contracts/collections';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import { ChoiceField } from '@/components/choice-field';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCollectors } from '../api/get-collectors';
import { useUpdateCollection } from '../api/update-collection';
import { PRIORITY_LABELS } from '../utils/collection-labels';

/** Priority, next follow-up and collector of an open case; and, for admins, Write Off (the loan becomes defaulted). */
export function CaseControls({ record, role }: { record: TCollectionDetail; role: TRole }) {
  const id = useId();
  const collectors = useCollectors();
  const update = useUpdateCollection();
  const [priority, setPriority] = useState<TCollectionPriority>(record.priority);
  const [followUp, setFollowUp] = useState(record.nextFollowUpDate ?? '');
  const [collector, setCollector] = useState(record.assignedCollector?.id ?? '');
  const [writeOffNotes, setWriteOffNotes] = useState('');
  const [confirming, setConfirming] = useState(false);

  const save = () =>
    update.mutate(
      { id: record.id, priority, nextFollowUpDate: followUp || null, assignedCollectorId: collector || null },
      {
        onSuccess: () => toast({ title: 'Collection Updated', description: 'The collection record has been saved.' }),
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to update collection record', variant: 'destructive' }),
      },
    );
  const writeOff = () =>
    update.mutate(
      { id: record.id, collectionStatus: 'written_off', resolutionNotes: writeOffNotes.trim() || null },
      {
        onSuccess: () => toast({ title: 'Written Off', description: `${record.applicationNumber} is written off and the loan is defaulted.` }),
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to write off', variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <ChoiceField id={`${id}-priority`} label="Priority" value={priority} choices={COLLECTION_PRIORITIES} labels={PRIORITY_LABELS} onChange={setPriority} testId="case-priority" />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-follow-up`}>Next Follow-up</Label>
          <DateField id={`${id}-follow-up`} label="Next Follow-up" value={followUp} onValueChange={setFollowUp} data-testid="case-follow-up" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-collector`}>Collector</Label>
          <NativeSelect id={`${id}-collector`} value={collector} onChange={(e) => setCollector(e.target.value)} data-testid="case-collector">
            <option value="">Not assigned</option>
            {(collectors.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {can(role, 'collections.writeOff') && !confirming && (
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="case-write-off">
            Write Off
          </Button>
        )}
        <Button onClick={save} disabled={update.isPending} data-testid="case-save">
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
      {confirming && (
        <div className="grid gap-2 rounded-md border border-destructive/40 p-3" data-testid="case-write-off-confirm">
          <p className="text-sm">Writing off closes the case and moves the loan to defaulted. It cannot be undone here.</p>
          <Label htmlFor={`${id}-write-off-notes`}>Resolution Notes</Label>
          <Textarea id={`${id}-write-off-notes`} rows={2} maxLength={2000} value={writeOffNotes} onChange={(e) => setWriteOffNotes(e.target.value)} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={writeOff} disabled={update.isPending} data-testid="case-write-off-submit">
              Write Off
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
