import { useId, type FormEvent } from 'react';
import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSessionDraft } from '@/lib/use-session-draft';
import { useUpdateBorrowerProfile } from '../api/update-borrower-profile';
import { UpdateDocuments, type TDocumentEdits } from './update-documents';

type TForm = { name: string; phone: string; address: string; trn: string };
const formOf = (b: TBorrowerSummary): TForm => ({ name: b.name, phone: b.phone ?? '', address: b.address ?? '', trn: b.trn ?? '' });

const NO_EDITS: TDocumentEdits = { signatureUrl: null, trnPhotoUrl: null };

/**
 * The profile's text fields (e-mail and ID number are the record's key and stay as they are), and
 * Update Documents: a new signature or TRN photo goes on the record with Save Changes. What is
 * typed is kept as a draft in the tab until it is saved or cancelled (a reload gives it back).
 */
export function BorrowerProfileForm({ borrower, onDone }: { borrower: TBorrowerSummary; onDone: () => void }) {
  const id = useId();
  const { values, setValues, discard, reset } = useSessionDraft<TForm & TDocumentEdits>(`pawnbook:draft:borrower:${borrower.id}`, () => ({
    ...formOf(borrower),
    ...NO_EDITS,
  }));
  const { signatureUrl, trnPhotoUrl, ...form } = values;
  const documents: TDocumentEdits = { signatureUrl, trnPhotoUrl };
  const setDocuments = (edits: TDocumentEdits) => setValues((v) => ({ ...v, ...edits }));
  const update = useUpdateBorrowerProfile();
  const set = (key: keyof TForm, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.phone.trim() || !form.address.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    update.mutate(
      {
        borrowerId: borrower.id,
        borrowerDetails: { name: form.name.trim(), phone: form.phone.trim(), address: form.address.trim(), trn: form.trn.trim() || null },
        ...(documents.signatureUrl ? { signatureUrl: documents.signatureUrl } : {}),
        ...(documents.trnPhotoUrl ? { trnPhotoUrl: documents.trnPhotoUrl } : {}),
      },
      {
        onSuccess: () => {
          discard();
          toast({ title: 'Profile Updated', description: 'The borrower profile has been saved.' });
          onDone();
        },
        onError: (err) => toast({ title: 'Error', description: readErrorMessage(err) ?? 'Failed to update borrower profile', variant: 'destructive' }),
      },
    );
  };

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate data-testid="borrower-profile-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Full Name *</Label>
          <Input id={`${id}-name`} maxLength={200} value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-phone`}>Phone Number *</Label>
          <Input id={`${id}-phone`} type="tel" maxLength={50} value={form.phone} onChange={(e) => set('phone', e.target.value)} autoComplete="off" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-trn`}>TRN (optional)</Label>
          <Input id={`${id}-trn`} maxLength={20} inputMode="numeric" value={form.trn} onChange={(e) => set('trn', e.target.value)} autoComplete="off" />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-address`}>Address *</Label>
        <Textarea id={`${id}-address`} rows={2} maxLength={500} value={form.address} onChange={(e) => set('address', e.target.value)} />
      </div>
      <UpdateDocuments borrower={borrower} edits={documents} onChange={setDocuments} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() => {
            reset({ ...formOf(borrower), ...NO_EDITS });
            onDone();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending} data-testid="borrower-profile-save">
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
