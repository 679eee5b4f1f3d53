import { FileCog } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isNetworkError, readErrorMessage, readErrorStatus } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePutBorrowerDocument } from '../api/put-borrower-document';
import { useValidateAdmin } from '../api/validate-admin';
import { DOCUMENT_LABELS } from '../utils/borrower-display';
import { ManageDocumentsUpload, type TUploadedDocument } from './manage-documents-upload';

type TCredentials = { email: string; password: string };
type TStep = { step: 'authenticate' } | { step: 'upload'; credentials: TCredentials } | { step: 'confirm'; credentials: TCredentials; upload: TUploadedDocument };

const STEP_TITLES = { authenticate: 'Step 1 of 3: Authenticate', upload: 'Step 2 of 3: Upload', confirm: 'Step 3 of 3: Confirm' } as const;
const AUTH_FAILED = { title: 'Authentication Failed', description: 'Invalid super admin credentials.', variant: 'destructive' } as const;

/**
 * Manage Documents (spec "Borrowers tab"): a super admin's e-mail and password, then the document
 * type and file, then a confirmation that puts it on the record (its check starts again at
 * pending). Afterwards, or when closed, it starts again from the first step.
 */
export function ManageDocumentsDialog({ borrower }: { borrower: TBorrowerSummary }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<TStep>({ step: 'authenticate' });
  const [credentials, setCredentials] = useState<TCredentials>({ email: '', password: '' });
  const validate = useValidateAdmin();
  const put = usePutBorrowerDocument();

  const reset = () => {
    setState({ step: 'authenticate' });
    setCredentials({ email: '', password: '' });
  };
  const changeOpen = (next: boolean) => {
    if (validate.isPending || put.isPending) return;
    if (!next) reset();
    setOpen(next);
  };

  const authenticate = (event: FormEvent) => {
    event.preventDefault();
    const given = { email: credentials.email.trim(), password: credentials.password };
    if (!given.email || !given.password) return;
    validate.mutate(given, {
      onSuccess: () => setState({ step: 'upload', credentials: given }),
      onError: (err) => toast(readErrorStatus(err) === 401 ? AUTH_FAILED : { title: 'Authentication Error', description: 'Unable to verify credentials. Please try again.', variant: 'destructive' }),
    });
  };

  const confirm = () => {
    if (state.step !== 'confirm') return;
    const { credentials: c, upload } = state;
    put.mutate(
      { borrowerEmail: borrower.id, documentType: upload.documentType, documentUrl: upload.documentUrl, adminEmail: c.email, adminPassword: c.password },
      {
        onSuccess: () => {
          toast({ title: 'Document Updated', description: `${DOCUMENT_LABELS[upload.documentType]} saved for ${borrower.name}; its check is pending.` });
          reset();
          setOpen(false);
        },
        onError: (err) => {
          if (readErrorStatus(err) === 401) {
            toast(AUTH_FAILED);
            reset();
          } else if (isNetworkError(err)) {
            toast({ title: 'Update Error', description: 'Unable to update the document. Please try again.', variant: 'destructive' });
          } else {
            toast({ title: 'Update Failed', description: readErrorMessage(err) ?? 'Failed to update borrower document', variant: 'destructive' });
          }
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="borrower-manage-documents">
          <FileCog aria-hidden="true" />
          Manage Documents
        </Button>
      </DialogTrigger>
      <DialogContent size="sm" data-testid="manage-documents-dialog" data-step={state.step}>
        <DialogHeader>
          <DialogTitle>Manage Documents</DialogTitle>
          <DialogDescription>
            {STEP_TITLES[state.step]} · <span className="break-all">{borrower.name}</span>
          </DialogDescription>
        </DialogHeader>
        {state.step === 'authenticate' && (
          <form className="grid gap-4" onSubmit={authenticate} data-testid="manage-documents-auth">
            <p className="text-sm">Changing a borrower&apos;s documents needs a super admin&apos;s email and password.</p>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>Super Admin Email</Label>
              <Input id={`${id}-email`} type="email" autoComplete="off" spellCheck={false} value={credentials.email} onChange={(e) => setCredentials((c) => ({ ...c, email: e.target.value }))} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-password`}>Super Admin Password</Label>
              <Input id={`${id}-password`} type="password" autoComplete="off" value={credentials.password} onChange={(e) => setCredentials((c) => ({ ...c, password: e.target.value }))} />
            </div>
            <DialogFooter>
              <Button type="submit" disabled={validate.isPending || !credentials.email.trim() || !credentials.password} data-testid="manage-documents-authenticate">
                {validate.isPending ? 'Verifying...' : 'Authenticate'}
              </Button>
            </DialogFooter>
          </form>
        )}
        {state.step === 'upload' && <ManageDocumentsUpload onUploaded={(upload) => setState({ step: 'confirm', credentials: state.credentials, upload })} />}
        {state.step === 'confirm' && (
          <div className="grid gap-4" data-testid="manage-documents-confirm">
            <dl className="grid gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Document</dt>
                <dd className="font-medium">{DOCUMENT_LABELS[state.upload.documentType]}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">File</dt>
                <dd className="break-all">{state.upload.fileName}</dd>
              </div>
            </dl>
            <p className="text-sm">This replaces the borrower&apos;s current {DOCUMENT_LABELS[state.upload.documentType]}; its check goes back to pending.</p>
            <DialogFooter>
              <Button variant="outline" onClick={() => setState({ step: 'upload', credentials: state.credentials })} disabled={put.isPending}>
                Back
              </Button>
              <Button onClick={confirm} disabled={put.isPending} data-testid="manage-documents-save">
                {put.isPending ? 'Updating...' : 'Update Document'}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
