import { useState } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { GUARANTEE_MESSAGES, type TGuaranteeDecisionResponse } from '@common/contracts/guarantees';
import { ImageUploadButton } from '@/components/image-upload-button';
import { SignaturePadField } from '@/components/signature-pad-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { useDecideGuarantee } from '../api/decide-guarantee';
import { GuaranteeUpload } from './guarantee-upload';

type TProps = { token: string; borrowerFirstName: string; onDecided: (answer: TGuaranteeDecisionResponse) => void };

/**
 * The guarantor's answer: to agree, a photo of their ID and its number, a photo of their TRN card
 * and a drawn signature (uploaded by this browser through the normal upload); to decline, an
 * optional note. Either uses up the link.
 */
export function GuaranteeDecisionForm({ token, borrowerFirstName, onDecided }: TProps) {
  const [signatureUrl, setSignatureUrl] = useState<string | null>(null);
  const [idDocumentUrl, setIdDocumentUrl] = useState<string | null>(null);
  const [idDocumentNumber, setIdDocumentNumber] = useState('');
  const [trnPhotoUrl, setTrnPhotoUrl] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideGuarantee();

  const send = (body: Parameters<typeof decide.mutate>[0]) => {
    setProblem(null);
    decide.mutate(body, { onSuccess: onDecided, onError: (err) => setProblem(readErrorMessage(err) ?? 'Your answer could not be sent. Please try again.') });
  };
  const accept = () => {
    if (!signatureUrl || !idDocumentUrl || !trnPhotoUrl || idDocumentNumber.trim() === '') {
      setProblem(GUARANTEE_MESSAGES.acceptNeeds);
      return;
    }
    send({ token, decision: 'accept', signatureUrl, idDocumentUrl, idDocumentNumber: idDocumentNumber.trim(), trnPhotoUrl });
  };

  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5" aria-labelledby="guarantee-decision-heading" data-testid="guarantee-decision">
      <h2 id="guarantee-decision-heading" className="text-lg font-semibold">
        Your decision
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <GuaranteeUpload label="Photo of your ID (passport, driver's licence or national ID)" value={idDocumentUrl} testId="guarantor-id">
          <ImageUploadButton label="Upload ID Photo" inputLabel="ID photo file" onUploaded={setIdDocumentUrl} testId="guarantor-id" />
        </GuaranteeUpload>
        <div className="grid gap-2">
          <Label htmlFor="guarantor-id-number">ID number</Label>
          <Input id="guarantor-id-number" autoComplete="off" value={idDocumentNumber} onChange={(e) => setIdDocumentNumber(e.target.value)} data-testid="guarantor-id-number" />
        </div>
        <GuaranteeUpload label="Photo of your TRN card" value={trnPhotoUrl} testId="guarantor-trn">
          <ImageUploadButton label="Upload TRN Photo" inputLabel="TRN photo file" onUploaded={setTrnPhotoUrl} testId="guarantor-trn" />
        </GuaranteeUpload>
        <div className="grid min-w-0 gap-2">
          <p className="text-sm font-medium">Your signature</p>
          <p className="text-sm text-muted-foreground">Sign in the box with your finger or mouse, then press Save Signature.</p>
          <SignaturePadField value={signatureUrl} onChange={(path) => setSignatureUrl(path)} imageAlt="Your signature" alternatives={false} />
        </div>
      </div>
      {problem && (
        <p role="alert" className="rounded-md bg-destructive-soft p-3 text-sm text-destructive" data-testid="guarantee-problem">
          {problem}
        </p>
      )}
      <p className="text-sm">
        By accepting you agree to guarantee {borrowerFirstName}&rsquo;s loan on the terms above.
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:flex sm:flex-wrap">
        <Button type="button" size="lg" className="h-auto min-h-11 whitespace-normal" disabled={decide.isPending} onClick={accept} data-testid="guarantee-accept">
          <CheckCircle2 aria-hidden="true" />
          {decide.isPending ? 'Sending...' : 'Accept the Guarantee'}
        </Button>
        {!declining && (
          <Button type="button" size="lg" variant="outline" disabled={decide.isPending} onClick={() => setDeclining(true)} data-testid="guarantee-decline">
            <XCircle aria-hidden="true" />
            Decline
          </Button>
        )}
      </div>
      {declining && (
        <div className="grid gap-3 rounded-md border border-border p-3" data-testid="guarantee-decline-form">
          <Label htmlFor="guarantee-note">A note for the shop (optional)</Label>
          <Textarea id="guarantee-note" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button type="button" variant="destructive" className="w-fit" disabled={decide.isPending} onClick={() => send({ token, decision: 'decline', note: note.trim() || null })} data-testid="guarantee-decline-confirm">
            Decline to Guarantee
          </Button>
        </div>
      )}
    </section>
  );
}
