import { useState } from 'react';
import { Download, Mail } from 'lucide-react';
import { GUARANTEE_LINK_DAYS, GUARANTEE_MESSAGES, isConsentOpen } from '@common/contracts/guarantees';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useInviteGuarantor } from '../api/invite-guarantor';
import { useUpdateGuarantorEmail } from '../api/update-guarantor-email';
import { ReviewPaperConsent } from './review-paper-consent';

const DECIDED = ['accepted', 'declined', 'paper'];

/**
 * Staff's part of the guarantor's consent (issue 33): correct the e-mail, send (or send again) the
 * personal link, or record a signed paper consent; the guarantee PDF once there is a decision. A
 * renewal (issue 32) copies the guarantor but not their consent: they may be asked while it is active.
 */
export function ReviewGuarantorConsent({ application: a, canReview }: { application: TPawnLoanListItem; canReview: boolean }) {
  const [email, setEmail] = useState(a.guarantorEmail ?? '');
  const saveEmail = useUpdateGuarantorEmail();
  const invite = useInviteGuarantor();
  const askable = isConsentOpen(a) && a.guarantorConsent !== 'accepted' && a.guarantorConsent !== 'paper';
  const open = canReview && askable;
  // A renewal starts active: there is no approval to wait for, only the new terms to agree to.
  const renewal = a.renewedFromApplicationId !== null;
  const failed = (title: string) => (err: unknown) => toast({ title, description: readErrorMessage(err) ?? 'Please try again.', variant: 'destructive' });

  const onSaveEmail = () =>
    saveEmail.mutate(
      { id: a.id, guarantorEmail: email.trim() },
      { onSuccess: () => toast({ title: 'Guarantor Email Saved', description: `Invitations now go to ${email.trim()}.` }), onError: failed('Email Not Saved') },
    );
  const onInvite = () =>
    invite.mutate(
      { id: a.id },
      {
        onSuccess: (sent) =>
          toast({ title: 'Invitation Sent', description: `The guarantor's link was e-mailed to ${sent.sentTo}. It works once, until ${formatDate(sent.expiresAt)} (${GUARANTEE_LINK_DAYS} days).` }),
        onError: failed('Invitation Not Sent'),
      },
    );

  return (
    <div className="grid gap-3" data-testid="review-guarantor-actions">
      {renewal && askable && (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-text" data-testid="review-guarantor-renewal">
          {GUARANTEE_MESSAGES.renewalNotice}
        </p>
      )}
      {DECIDED.includes(a.guarantorConsent) && (
        <Button asChild variant="outline" size="sm" className="w-fit">
          <a href={`/api/pawn-loans/${encodeURIComponent(a.applicationNumber)}/guarantee`} download data-testid="guarantee-pdf">
            <Download aria-hidden="true" />
            Download Guarantee (PDF)
          </a>
        </Button>
      )}
      {open && (
        <>
          <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <div className="grid gap-2">
              <Label htmlFor="review-guarantor-email">Guarantor email</Label>
              <Input id="review-guarantor-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="review-guarantor-email" />
            </div>
            <Button type="button" variant="outline" disabled={saveEmail.isPending || email.trim() === '' || email.trim() === (a.guarantorEmail ?? '')} onClick={onSaveEmail} data-testid="review-guarantor-email-save">
              {saveEmail.isPending ? 'Saving...' : 'Save Email'}
            </Button>
          </div>
          <div className="grid gap-1">
            <Button type="button" className="w-fit" disabled={invite.isPending || !a.guarantorEmail} onClick={onInvite} data-testid="invite-guarantor">
              <Mail aria-hidden="true" />
              {invite.isPending ? 'Sending...' : a.guarantorConsent === 'not_invited' ? 'Ask the Guarantor to Agree' : 'Send a New Link'}
            </Button>
            <p className="text-xs text-muted-foreground">
              The guarantor gets a personal link by e-mail to read the terms and agree with their signature and ID. A new link replaces the previous one.
              {!renewal && ' The loan can be approved once they agree.'}
            </p>
          </div>
          <ReviewPaperConsent applicationId={a.id} />
        </>
      )}
    </div>
  );
}
