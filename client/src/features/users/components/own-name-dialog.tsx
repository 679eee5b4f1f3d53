import { useId, useState, type FormEvent } from 'react';
import type { TPublicUser } from '@common/contracts/auth';
import { ZOwnNameRequest } from '@common/contracts/own-profile';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateOwnName } from '../api/update-own-name';

type TProps = {
  user: TPublicUser;
  onClose: () => void;
  /** The first sign-in of an account without a name: asked rather than offered. */
  asking?: boolean;
};

/** A staff member's own first and last name; mounted fresh for every opening. */
export function OwnNameDialog({ user, onClose, asking = false }: TProps) {
  const id = useId();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [problem, setProblem] = useState<{ field: 'firstName' | 'lastName'; message: string } | null>(null);
  const update = useUpdateOwnName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = ZOwnNameRequest.safeParse({ firstName, lastName });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'lastName' ? 'lastName' : 'firstName';
      setProblem({ field, message: issue?.message ?? 'Please check your name.' });
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setProblem(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Name saved', description: 'Your name now shows on the dashboard, receipts you record and the activity log.' });
        onClose();
      },
      onError: (err) => toast({ title: 'Name not saved', description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' }),
    });
  };

  const describedBy = (field: 'firstName' | 'lastName') => (problem?.field === field ? `${id}-problem` : undefined);
  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent data-testid="own-name-dialog">
        <DialogHeader>
          <DialogTitle>{asking ? 'What should we call you?' : 'Edit Name'}</DialogTitle>
          <DialogDescription>
            {asking
              ? 'Your account has no name yet. It is shown in greetings, on receipts you record and in the activity log.'
              : 'Your name as colleagues and borrowers see it on receipts you record and in the activity log.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-firstName`}>First name *</Label>
            <Input
              id={`${id}-firstName`}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              maxLength={100}
              autoComplete="given-name"
              aria-invalid={problem?.field === 'firstName' || undefined}
              aria-describedby={describedBy('firstName')}
              data-testid="own-name-first"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-lastName`}>Last name</Label>
            <Input
              id={`${id}-lastName`}
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              maxLength={100}
              autoComplete="family-name"
              aria-invalid={problem?.field === 'lastName' || undefined}
              aria-describedby={describedBy('lastName')}
              data-testid="own-name-last"
            />
          </div>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
              {problem.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              {asking ? 'Later' : 'Cancel'}
            </Button>
            <Button type="submit" disabled={update.isPending} data-testid="own-name-save">
              {update.isPending ? 'Saving...' : 'Save Name'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
