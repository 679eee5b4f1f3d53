// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GUARANTEE_MESSAGES, ZGuarantorInvitationResponse } from '@common/contracts/guarantees';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { anApplication } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ReviewGuarantorSection } from './review-guarantor-section';

const OLD_LOAN_ID = '5e0b1c2d-3a49-4b6c-9d8e-f90a1b2c3d4e';
const GUARANTOR = { guarantorName: 'Paul Guarantor', guarantorEmail: 'paul.g@example.com', guarantorPhone: '876-555-0199', guarantorTRN: '987654321', guarantorAddress: '9 Old Hope Road' };
/** A renewal (issue 32): active from the start, the guarantor copied from the old loan, their consent not. */
const renewal = (changes: Parameters<typeof anApplication>[0] = {}) =>
  anApplication({ ...GUARANTOR, status: 'active', renewedFromApplicationId: OLD_LOAN_ID, guarantorConsent: 'not_invited', ...changes });

describe('Review: the guarantor of a renewed loan', () => {
  it('says the guarantor agreed to the old loan only and invites them to the new terms while the loan is active', async () => {
    const api = installFakeApi();
    const a = renewal();
    api.on('POST', '/api/pawn-loans/:id/guarantor-invitation', () => reply(ZGuarantorInvitationResponse, { sentTo: 'paul.g@example.com', expiresAt: '2026-12-11T15:00:00.000Z' }, 201));
    const { user } = renderUi(<ReviewGuarantorSection application={a} canReview />);

    expect(screen.getByTestId('review-guarantor-consent').textContent).toContain('Guarantor not invited');
    expect(screen.getByTestId('review-guarantor-renewal').textContent).toBe(GUARANTEE_MESSAGES.renewalNotice);
    // No approval is waited for: the loan is already active.
    expect(screen.getByTestId('review-guarantor-actions').textContent).not.toContain('can be approved');
    await user.click(screen.getByRole('button', { name: 'Ask the Guarantor to Agree' }));

    expect((await screen.findByTestId('toast-title')).textContent).toBe('Invitation Sent');
    expect(screen.getByTestId('toast-description').textContent).toContain('paul.g@example.com');
    expect(api.calls('POST', `/api/pawn-loans/${a.id}/guarantor-invitation`)).toHaveLength(1);
    // A paper consent signed at the counter may be recorded as before approval.
    expect(screen.getByTestId('paper-consent-open')).toBeTruthy();
  });

  it("shows the server's refusal when the invitation is refused", async () => {
    const api = installFakeApi();
    api.on('POST', '/api/pawn-loans/:id/guarantor-invitation', () => refuse(409, GUARANTEE_MESSAGES.pastApproval));
    const { user } = renderUi(<ReviewGuarantorSection application={renewal()} canReview />);
    await user.click(screen.getByRole('button', { name: 'Ask the Guarantor to Agree' }));
    expect((await screen.findByTestId('toast-title')).textContent).toBe('Invitation Not Sent');
    expect(screen.getByTestId('toast-description').textContent).toBe(GUARANTEE_MESSAGES.pastApproval);
  });

  it('offers nothing once the guarantor agreed to the new terms, nor on a renewal no longer active', () => {
    installFakeApi();
    const { unmount } = renderUi(<ReviewGuarantorSection application={renewal({ guarantorConsent: 'accepted' })} canReview />);
    expect(screen.queryByTestId('invite-guarantor')).toBeNull();
    expect(screen.queryByTestId('review-guarantor-renewal')).toBeNull();
    expect(screen.getByTestId('guarantee-pdf')).toBeTruthy();
    unmount();
    renderUi(<ReviewGuarantorSection application={renewal({ status: 'completed' })} canReview />);
    expect(screen.queryByTestId('invite-guarantor')).toBeNull();
    expect(screen.queryByTestId('review-guarantor-renewal')).toBeNull();
  });

  it('still offers no invitation on an active loan that renews none', () => {
    installFakeApi();
    renderUi(<ReviewGuarantorSection application={anApplication({ ...GUARANTOR, status: 'active', guarantorConsent: 'not_invited' })} canReview />);
    expect(screen.getByTestId('review-guarantor-consent').textContent).toContain('Guarantor not invited');
    expect(screen.queryByTestId('invite-guarantor')).toBeNull();
    expect(screen.queryByTestId('review-guarantor-renewal')).toBeNull();
  });
});
