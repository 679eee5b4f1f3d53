import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { TBorrowerDetail } from '@common/contracts/borrowers';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { BankAccountField } from './bank-account-field';
import { BorrowerProfileForm } from './borrower-profile-form';
import { CreditStatusBadge } from './credit-status-badge';
import { CreditStatusControl } from './credit-status-control';

function Fact({ label, value, mono = false, className = '' }: { label: string; value: string | null; mono?: boolean; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'break-words'}>{value || '—'}</dd>
    </div>
  );
}

/** Overview: the profile (editable), the bank account, and the credit summary with its control. */
export function BorrowerOverview({ borrower: b, role }: { borrower: TBorrowerDetail; role: TRole }) {
  const [editing, setEditing] = useState(false);
  const manage = can(role, 'borrowers.manage');
  return (
    <div className="grid gap-5" data-testid="borrower-overview">
      <section className="grid gap-3 rounded-lg border border-border p-4" aria-labelledby="borrower-profile">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id="borrower-profile" className="font-semibold">
            Profile
          </h4>
          {manage && !editing && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="borrower-edit">
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </div>
        {editing ? (
          <BorrowerProfileForm borrower={b} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact label="Full name" value={b.name} />
            <Fact label="Email" value={b.email} mono />
            <Fact label="Phone" value={b.phone} />
            <Fact label="ID number" value={b.idNumber} mono />
            <Fact label="TRN" value={b.trn} mono />
            <Fact label="Login account" value={b.hasAccount ? 'Yes' : 'No'} />
            {/* A dl may hold only dt/dd groups in one div each, so the wide cell is the group itself. */}
            <Fact label="Address" value={b.address} className="sm:col-span-2" />
          </dl>
        )}
        {manage && <BankAccountField key={b.bankAccountNumber ?? ''} borrower={b} />}
      </section>
      <section className="grid gap-3 rounded-lg border border-border p-4" aria-labelledby="borrower-credit">
        <h4 id="borrower-credit" className="font-semibold">
          Credit Summary
        </h4>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Credit status</dt>
            <dd>
              <CreditStatusBadge borrower={b} />
            </dd>
          </div>
          <Fact label="Loans (active / total)" value={`${b.activeLoans} / ${b.totalLoans}`} />
          <Fact label="Borrowed" value={formatMoney(b.totalBorrowed)} />
          <Fact label="Repaid" value={formatMoney(b.totalRepaid)} />
          <Fact label="Last loan" value={formatDate(b.lastLoanDate)} />
        </dl>
        {can(role, 'borrowers.creditStatus') && <CreditStatusControl borrower={b} />}
      </section>
    </div>
  );
}
