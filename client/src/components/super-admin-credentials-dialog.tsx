import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { TSuperAdminCredentials } from '@common/contracts/credentials';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readErrorMessage } from '@/lib/api-client';

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The button's text ('Delete Application') and its text while the call runs ('Deleting...'). */
  confirmLabel: string;
  pendingLabel: string;
  /** Runs the guarded call; a rejection keeps the dialog open with the server's message. */
  onConfirm: (credentials: { email: string; password: string }) => Promise<void>;
  testId?: string;
};

/**
 * Every delete that needs a super admin's say-so (applications, users, payments): the super
 * admin's e-mail and password travel in the request body and are checked by the server. The
 * button stays disabled until both are filled (spec staff-area section 5).
 */
export function SuperAdminCredentialsDialog({ open, onOpenChange, title, description, confirmLabel, pendingLabel, onConfirm, testId }: TProps) {
  const id = useId();
  const [credentials, setCredentials] = useState<Required<{ [K in keyof TSuperAdminCredentials]: string }>>({ email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setCredentials({ email: '', password: '' });
    setError(null);
    setPending(false);
  };
  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentials.email.trim() || !credentials.password || pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm({ email: credentials.email.trim(), password: credentials.password });
      reset();
    } catch (err) {
      setError(readErrorMessage(err) ?? 'Unable to verify credentials. Please try again.');
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent size="sm" data-testid={testId}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5 text-destructive" aria-hidden="true" />
            {title}
          </DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <p className="text-sm">Enter a super admin&apos;s email and password to confirm.</p>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Super Admin Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              value={credentials.email}
              onChange={(e) => setCredentials((c) => ({ ...c, email: e.target.value }))}
              data-testid="super-admin-email"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-password`}>Super Admin Password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="off"
              value={credentials.password}
              onChange={(e) => setCredentials((c) => ({ ...c, password: e.target.value }))}
              data-testid="super-admin-password"
            />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive" data-testid="super-admin-error">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={pending || !credentials.email.trim() || !credentials.password}
              data-testid="super-admin-confirm"
            >
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
