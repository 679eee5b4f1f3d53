import { useState } from 'react';
import { FileSignature } from 'lucide-react';
import { ImageUploadButton } from '@/components/image-upload-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRecordPaperConsent } from '../api/record-paper-consent';

/** A guarantor who signed a paper consent at the counter: a photo of the signed paper and why it was on paper. */
export function ReviewPaperConsent({ applicationId }: { applicationId: string }) {
  const [shown, setShown] = useState(false);
  const [paperUrl, setPaperUrl] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const record = useRecordPaperConsent();

  if (!shown) {
    return (
      <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={() => setShown(true)} data-testid="paper-consent-open">
        <FileSignature aria-hidden="true" />
        Record a Signed Paper Consent
      </Button>
    );
  }
  const onRecord = () =>
    record.mutate(
      { id: applicationId, paperUrl, reason: reason.trim() },
      {
        onSuccess: () => toast({ title: 'Paper Consent Recorded', description: 'The guarantor’s signed paper consent is on the application.' }),
        onError: (err) => toast({ title: 'Not Recorded', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <div className="grid gap-3 rounded-md border border-dashed border-border p-3" data-testid="paper-consent">
      <p className="text-sm">Upload a photo of the consent the guarantor signed on paper, and say why it was signed on paper.</p>
      {paperUrl ? (
        <p className="text-sm font-medium text-success" data-testid="paper-consent-uploaded">
          Signed consent uploaded.
        </p>
      ) : (
        <ImageUploadButton label="Upload Signed Consent" inputLabel="Signed paper consent file" onUploaded={setPaperUrl} testId="paper-consent-file" />
      )}
      <div className="grid gap-2">
        <Label htmlFor="paper-consent-reason">Reason</Label>
        <Textarea id="paper-consent-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="paper-consent-reason" />
      </div>
      <Button type="button" className="w-fit" disabled={record.isPending || !paperUrl || reason.trim() === ''} onClick={onRecord} data-testid="paper-consent-record">
        {record.isPending ? 'Recording...' : 'Record Paper Consent'}
      </Button>
    </div>
  );
}
