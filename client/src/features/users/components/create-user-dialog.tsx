import { useId, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { LOGIN_METHODS, LOGIN_METHOD_LABELS, MIN_PASSWORD_LENGTH, type TLoginMethod } from '@common/contracts/admin-users';
import { ROLE_LABELS, type TRole } from '@common/roles';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateAdminUser } from '../api/create-admin-user';
import { creatableRoles, type TCreateUserVariant } from '../utils/user-permissions';

type TForm = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: TRole;
  bankAccountNumber: string;
  loginMethod: TLoginMethod;
};

const emptyForm = (role: TRole): TForm => ({
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  role,
  bankAccountNumber: '',
  loginMethod: 'local',
});

const quietField = { autoComplete: 'off', autoCorrect: 'off', autoCapitalize: 'off', spellCheck: false } as const;

type TProps = { actorRole: TRole; variant: TCreateUserVariant; triggerTestId: string };

/**
 * The Create User dialog of the accounts tab and of the /user-management page. The tab keeps its
 * button disabled until e-mail and password are filled and asks for an optional bank account; the
 * page asks for first and last name too and says 'Missing Information' when one is empty (spec
 * section 5). An external-provider account signs in at the provider, so it gets no password here.
 */
export function CreateUserDialog({ actorRole, variant, triggerTestId }: TProps) {
  const id = useId();
  const roles = creatableRoles(actorRole, variant);
  const defaultRole: TRole = roles.includes('loan_officer') ? 'loan_officer' : (roles[0] ?? 'loan_officer');
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<TForm>(() => emptyForm(defaultRole));
  const create = useCreateAdminUser();

  const isLocal = form.loginMethod === 'local';
  const set = <K extends keyof TForm>(key: K, value: TForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const hasCredentials = form.email.trim() !== '' && (!isLocal || form.password !== '');
  const hasRequired = hasCredentials && form.firstName.trim() !== '' && form.lastName.trim() !== '';

  const changeOpen = (next: boolean) => {
    if (create.isPending) return;
    if (!next) setForm(emptyForm(defaultRole));
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (variant === 'page' ? !hasRequired : !hasCredentials) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    create.mutate(
      {
        email: form.email.trim(),
        firstName: form.firstName.trim() || null,
        lastName: form.lastName.trim() || null,
        role: form.role,
        password: isLocal ? form.password : null,
        bankAccountNumber: variant === 'accounts' ? form.bankAccountNumber.trim() || null : null,
        loginMethod: form.loginMethod,
      },
      {
        onSuccess: () => {
          toast({ title: 'User Created', description: 'New user account created successfully' });
          setForm(emptyForm(defaultRole));
          setOpen(false);
        },
        onError: (err) => {
          toast({
            title: variant === 'page' ? 'Creation Failed' : 'Error',
            description: readErrorMessage(err) ?? 'Failed to create user',
            variant: 'destructive',
          });
        },
      },
    );
  };

  if (roles.length === 0) return null;
  const required = variant === 'page';
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button data-testid={triggerTestId}>
          <UserPlus aria-hidden="true" />
          Create User
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="user-create-dialog">
        <DialogHeader>
          <DialogTitle>Create User</DialogTitle>
          <DialogDescription>
            {variant === 'page' ? 'Add a staff account. Fields marked * are required.' : 'Add an account with local sign-in or an external provider.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-first`}>First Name{required && ' *'}</Label>
              <Input id={`${id}-first`} value={form.firstName} onChange={(e) => set('firstName', e.target.value)} maxLength={100} autoComplete="off" data-testid="user-create-first-name" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-last`}>Last Name{required && ' *'}</Label>
              <Input id={`${id}-last`} value={form.lastName} onChange={(e) => set('lastName', e.target.value)} maxLength={100} autoComplete="off" data-testid="user-create-last-name" />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email *</Label>
            <Input id={`${id}-email`} type="email" value={form.email} onChange={(e) => set('email', e.target.value)} maxLength={254} data-testid="user-create-email" {...quietField} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-role`}>Role</Label>
              <NativeSelect id={`${id}-role`} value={form.role} onChange={(e) => set('role', e.target.value as TRole)} data-testid="user-create-role">
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-method`}>Login Method</Label>
              <NativeSelect
                id={`${id}-method`}
                value={form.loginMethod}
                onChange={(e) => set('loginMethod', e.target.value as TLoginMethod)}
                data-testid="user-create-login-method"
              >
                {LOGIN_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {LOGIN_METHOD_LABELS[method]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {isLocal ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-password`}>Password *</Label>
              <Input
                id={`${id}-password`}
                type="password"
                value={form.password}
                onChange={(e) => set('password', e.target.value)}
                autoComplete="new-password"
                aria-describedby={`${id}-password-hint`}
                data-testid="user-create-password"
              />
              <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
                At least {MIN_PASSWORD_LENGTH} characters. Share it with the person privately; they sign in with their e-mail and this password.
              </p>
            </div>
          ) : (
            <p className="rounded-md bg-muted p-3 text-sm" data-testid="user-create-external-note">
              This person signs in with the external provider using this e-mail address, so no password is set here.
            </p>
          )}
          {variant === 'accounts' && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-bank`}>Bank Account Number (optional)</Label>
              <Input id={`${id}-bank`} value={form.bankAccountNumber} onChange={(e) => set('bankAccountNumber', e.target.value)} maxLength={50} autoComplete="off" data-testid="user-create-bank-account" />
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || (variant === 'accounts' && !hasCredentials)} data-testid="user-create-submit">
              {create.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
