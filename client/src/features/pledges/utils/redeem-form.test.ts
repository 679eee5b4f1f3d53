import { describe, expect, it } from 'vitest';
import { PLEDGE_MESSAGES } from '@common/contracts/pledges';
import { checkRedemption, checkScannedTicket, EMPTY_REDEEM_FORM, NO_SIGNATURE, type TRedeemForm } from './redeem-form';

const SIGNATURE = '/objects/uploads/00000000-0000-4000-8000-000000000009';
const WITH_TICKET: TRedeemForm = { ...EMPTY_REDEEM_FORM, ticketNumber: ' pt-2026-000001 ', collectedByName: 'Marcia Brown', collectedByIdNumber: 'ID-778899', signatureUrl: SIGNATURE };

describe('the redemption form', () => {
  it('sends the ticket number as printed (upper case, trimmed) with who collected and their signature', () => {
    expect(checkRedemption(WITH_TICKET)).toEqual({
      ok: true,
      redemption: { ticketNumber: 'PT-2026-000001', collectedByName: 'Marcia Brown', collectedByIdNumber: 'ID-778899', signatureUrl: SIGNATURE },
    });
  });

  it('sends a lost-ticket declaration instead of a ticket number (s. 25)', () => {
    const form: TRedeemForm = { ...WITH_TICKET, mode: 'lost', statement: 'I lost the ticket in a flood.', witnessedBy: 'Lou Officer' };
    expect(checkRedemption(form)).toEqual({
      ok: true,
      redemption: {
        lostTicketDeclaration: { statement: 'I lost the ticket in a flood.', witnessedBy: 'Lou Officer' },
        collectedByName: 'Marcia Brown',
        collectedByIdNumber: 'ID-778899',
        signatureUrl: SIGNATURE,
      },
    });
  });

  it('names the first thing missing, the signature last', () => {
    expect(checkRedemption({ ...WITH_TICKET, ticketNumber: ' ' })).toMatchObject({ ok: false, field: 'ticketNumber' });
    expect(checkRedemption({ ...WITH_TICKET, mode: 'lost' })).toMatchObject({ ok: false, field: 'statement', message: 'Declaration statement is required' });
    expect(checkRedemption({ ...WITH_TICKET, mode: 'lost', statement: 'Lost it.' })).toMatchObject({ ok: false, field: 'witnessedBy', message: 'Witnessed by is required' });
    expect(checkRedemption({ ...WITH_TICKET, collectedByName: '' })).toMatchObject({ ok: false, field: 'collectedByName' });
    expect(checkRedemption({ ...WITH_TICKET, collectedByIdNumber: '' })).toMatchObject({ ok: false, field: 'collectedByIdNumber' });
    expect(checkRedemption({ ...WITH_TICKET, collectedByName: '', signatureUrl: null })).toMatchObject({ ok: false, field: 'collectedByName' });
    expect(checkRedemption({ ...WITH_TICKET, signatureUrl: null })).toEqual({ ok: false, field: 'signatureUrl', message: NO_SIGNATURE });
  });

  it('uses the contract: a ticket number longer than any ticket is refused in its words', () => {
    expect(checkRedemption({ ...WITH_TICKET, ticketNumber: 'X'.repeat(31) })).toEqual({ ok: false, field: 'ticketNumber', message: PLEDGE_MESSAGES.ticketMismatch });
  });

  it('takes a scanned ticket number trimmed and upper-cased, refusing none and another ticket\'s', () => {
    expect(checkScannedTicket(' pt-2026-000123\r', 'PT-2026-000123')).toEqual({ ok: true, ticketNumber: 'PT-2026-000123' });
    expect(checkScannedTicket('   ', 'PT-2026-000123')).toEqual({ ok: false, ticketNumber: '', message: 'Ticket number is required' });
    expect(checkScannedTicket('PT-2026-000124', 'PT-2026-000123')).toEqual({ ok: false, ticketNumber: 'PT-2026-000124', message: PLEDGE_MESSAGES.ticketMismatch });
    // A pledge without a ticket yet: the server decides.
    expect(checkScannedTicket('PT-2026-000124', null)).toEqual({ ok: true, ticketNumber: 'PT-2026-000124' });
  });
});
