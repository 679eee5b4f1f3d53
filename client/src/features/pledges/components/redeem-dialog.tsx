import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PLEDGE_MESSAGES, type TPledge } from '@common/contracts/pledges';
import { toCents } from '@common/money';
import { SignaturePadField } from '@/components/signature-pad-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { readErrorCode, readErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRedeemPledge } from '../api/redeem-pledge';
import { checkRedemption, checkScannedTicket, EMPTY_REDEEM_FORM, type TRedeemField, type TRedeemForm, type TRedeemMode, type TRedeemProblem } from '../utils/redeem-form';
import { FormField, invalidMarks } from './form-field';

type TProps = {
  pledge: TPledge;
  onClose: () => void;
  /** A first line when the dialog is offered rather than asked for (after the last payment). */
  lead?: string;
};

/**
 * Redeem Pledge (Pawnbrokers Act s. 21-22, 25): the holder of the ticket, or a pawner who lost it
 * and declares so before a witness, collects the goods once nothing is owed; the person collecting
 * names themselves, shows ID and signs.
 */
export function RedeemDialog({ pledge, onClose, lead }: TProps) {
  const id = useId();
  const [form, setForm] = useState<TRedeemForm>(EMPTY_REDEEM_FORM);
  const [problem, setProblem] = useState<TRedeemProblem | null>(null);
  const redeem = useRedeemPledge();
  const ticketField = useRef<HTMLInputElement>(null);
  const owed = toCents(pledge.outstandingBalance) ?? 0;
  const held = pledge.items.filter((i) => i.status === 'police_hold');
  const blocked = owed > 0 || held.length > 0;

  const set = <K extends keyof TRedeemForm>(key: K, value: TRedeemForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldId = (field: TRedeemField) => `${id}-${field}`;
  const problemOf = (field: TRedeemField) => (problem?.field === field ? problem.message : null);
  const marks = (field: TRedeemField) => invalidMarks(fieldId(field), problem?.field === field);
  const refuse = (next: TRedeemProblem) => {
    setProblem(next);
    // The signature has no field to focus: its message under the pad is announced (role=alert).
    if (next.field !== 'signatureUrl') document.getElementById(fieldId(next.field))?.focus();
  };

  // A barcode scanner types the ticket's number and presses Enter: Enter checks the number and moves
  // on to who collects, rather than submitting a form that is not filled in yet.
  const takeTicket = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const scanned = checkScannedTicket(form.ticketNumber, pledge.ticketNumber);
    set('ticketNumber', scanned.ticketNumber);
    if (!scanned.ok) {
      refuse({ field: 'ticketNumber', message: scanned.message });
      // The next scan replaces the wrong number.
      event.currentTarget.select();
      return;
    }
    if (problem?.field === 'ticketNumber') setProblem(null);
    document.getElementById(fieldId('collectedByName'))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending || blocked) return;
    const checked = checkRedemption(form);
    if (!checked.ok) return refuse(checked);
    setProblem(null);
    redeem.mutate(
      { loanId: pledge.loanId, redemption: checked.redemption },
      {
        onSuccess: (done) => {
          toast({ title: 'Pledge redeemed', description: `${done.ticketNumber ?? done.applicationNumber}: the goods were handed to ${checked.redemption.collectedByName}.` });
          onClose();
        },
        onError: (err) => {
          const message = readErrorMessage(err);
          if (readErrorCode(err) === 'TICKET_MISMATCH' && message) return refuse({ field: 'ticketNumber', message });
          toast({ title: 'Pledge not redeemed', description: message ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  const pending = redeem.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        data-testid="redeem-dialog"
        onOpenAutoFocus={(event) => {
          // Ready for the scanner: the ticket field has the focus when there is something to redeem.
          if (blocked || !ticketField.current) return;
          event.preventDefault();
          ticketField.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Redeem Pledge</DialogTitle>
          <DialogDescription>
            {lead ? `${lead} ` : ''}
            Ticket <span className="font-mono">{pledge.ticketNumber ?? '—'}</span>, loan <span className="font-mono">{pledge.applicationNumber}</span>: hand the goods back and record who collected them.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1 rounded-md bg-secondary px-3 py-2 text-sm" aria-label="Items to hand back">
          {pledge.items.map((item) => (
            <li key={item.id}>
              <span className="font-mono">{item.itemNumber}</span> {item.description}
            </li>
          ))}
        </ul>
        <p className="text-sm" data-testid="redeem-balance">
          Outstanding balance: <span className="font-semibold tabular-nums">{formatMoney(pledge.outstandingBalance)}</span>
        </p>
        {owed > 0 && (
          <p role="alert" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-text" data-testid="redeem-owed">
            {PLEDGE_MESSAGES.outstandingBalance(owed)}. Record the payment first (Payments); this dialog is then offered again.
          </p>
        )}
        {held.map((item) => (
          <p key={item.id} role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-sm" data-testid="redeem-held">
            {item.policeHold ? PLEDGE_MESSAGES.onHold(item.itemNumber, item.policeHold.station, item.policeHold.reference) : `Item ${item.itemNumber} is on a police hold.`}
          </p>
        ))}
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <p id={`${id}-mode`} className="text-sm font-medium">
              The pawner
            </p>
            <RadioGroup value={form.mode} onValueChange={(next) => set('mode', next as TRedeemMode)} aria-labelledby={`${id}-mode`} disabled={pending} className="sm:grid-cols-2">
              <div className="flex items-center gap-3">
                <RadioGroupItem id={`${id}-ticket`} value="ticket" data-testid="redeem-mode-ticket" />
                <Label htmlFor={`${id}-ticket`}>Shows the pawn ticket</Label>
              </div>
              <div className="flex items-center gap-3">
                <RadioGroupItem id={`${id}-lost`} value="lost" data-testid="redeem-mode-lost" />
                <Label htmlFor={`${id}-lost`}>Lost the ticket (declaration)</Label>
              </div>
            </RadioGroup>
          </div>
          {form.mode === 'ticket' ? (
            <FormField id={fieldId('ticketNumber')} label="Ticket number" required problem={problemOf('ticketNumber')} hint="Scan the barcode on the ticket, or type the number printed on it.">
              <Input
                ref={ticketField}
                id={fieldId('ticketNumber')}
                value={form.ticketNumber}
                onChange={(e) => set('ticketNumber', e.target.value.toUpperCase())}
                onKeyDown={takeTicket}
                onBlur={(e) => set('ticketNumber', e.target.value.trim())}
                maxLength={30}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-required
                aria-describedby={`${fieldId('ticketNumber')}-hint`}
                disabled={pending}
                placeholder="Scan or type the ticket number"
                data-testid="redeem-ticket"
                {...marks('ticketNumber')}
              />
            </FormField>
          ) : (
            <>
              <FormField id={fieldId('statement')} label="Declaration" required problem={problemOf('statement')} hint="In the pawner's words: that the ticket was lost or destroyed, and that the goods are theirs.">
                <Textarea id={fieldId('statement')} value={form.statement} onChange={(e) => set('statement', e.target.value)} rows={3} maxLength={2000} aria-required aria-describedby={`${fieldId('statement')}-hint`} disabled={pending} data-testid="redeem-statement" {...marks('statement')} />
              </FormField>
              <FormField id={fieldId('witnessedBy')} label="Witnessed by" required problem={problemOf('witnessedBy')}>
                <Input id={fieldId('witnessedBy')} value={form.witnessedBy} onChange={(e) => set('witnessedBy', e.target.value)} maxLength={200} aria-required disabled={pending} data-testid="redeem-witness" {...marks('witnessedBy')} />
              </FormField>
            </>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('collectedByName')} label="Collected by (name)" required problem={problemOf('collectedByName')}>
              <Input id={fieldId('collectedByName')} value={form.collectedByName} onChange={(e) => set('collectedByName', e.target.value)} maxLength={200} autoComplete="off" aria-required disabled={pending} data-testid="redeem-collected-name" {...marks('collectedByName')} />
            </FormField>
            <FormField id={fieldId('collectedByIdNumber')} label="ID number" required problem={problemOf('collectedByIdNumber')}>
              <Input id={fieldId('collectedByIdNumber')} value={form.collectedByIdNumber} onChange={(e) => set('collectedByIdNumber', e.target.value)} maxLength={100} autoComplete="off" aria-required disabled={pending} data-testid="redeem-collected-id" {...marks('collectedByIdNumber')} />
            </FormField>
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-medium">
              Signature of the person collecting <span aria-hidden="true">*</span>
            </p>
            <SignaturePadField value={form.signatureUrl} onChange={(path) => set('signatureUrl', path)} imageAlt="Signature of the person collecting" />
            {problem?.field === 'signatureUrl' && (
              <p role="alert" className="text-sm font-medium text-destructive" data-testid="pledge-form-problem">
                {problem.message}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {lead ? 'Not now' : 'Cancel'}
            </Button>
            <Button type="submit" disabled={pending || blocked} data-testid="redeem-submit">
              {pending ? 'Redeeming...' : 'Redeem Pledge'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
