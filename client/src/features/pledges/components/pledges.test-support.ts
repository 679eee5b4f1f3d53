import { ZPublicUser } from '@common/contracts/auth';
import {
  PLEDGE_MESSAGES,
  ZCreatePawnItemRequest,
  ZPawnItem,
  ZPlacePoliceHoldRequest,
  ZPledge,
  ZRedeemPledgeRequest,
  ZReleasePoliceHoldRequest,
  ZUpdatePawnItemRequest,
  type TPawnItem,
  type TPledge,
} from '@common/contracts/pledges';
import { centsToDecimalString, toCents } from '@common/money';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, type TApiRequest } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';

// The pledge calls of one loan as the server answers them (issue 31), with the loan's pledge kept
// in memory so that what the screen sends shows up in what it reads next.

export const LOAN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
export const PHOTO_1 = '/objects/uploads/00000000-0000-4000-8000-0000000000a1';
export const PHOTO_2 = '/objects/uploads/00000000-0000-4000-8000-0000000000a2';

export function anItem(changes: Partial<TPawnItem> = {}): TPawnItem {
  return ZPawnItem.parse({
    id: '11111111-1111-4111-8111-000000000001',
    loanId: LOAN_ID,
    itemNumber: 'PI-2026-000001',
    category: 'jewellery',
    description: 'Gold rope chain, 50 cm',
    serialNumber: null,
    markings: 'Hallmark 750',
    metal: 'Gold',
    karat: 18,
    weightGrams: 12.5,
    condition: 'good',
    appraisedValue: '9600.00',
    photoUrls: [PHOTO_1],
    storageLocation: 'Safe A',
    status: 'appraised',
    policeHold: null,
    redeemedAt: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...changes,
  });
}

export function aPledge(changes: Partial<TPledge> = {}): TPledge {
  return ZPledge.parse({
    loanId: LOAN_ID,
    applicationNumber: 'PL-2026-000042',
    loanStatus: 'approved',
    loanAmount: '12000.00',
    ticketNumber: null,
    ticketIssuedAt: null,
    redeemableUntil: null,
    status: 'none',
    items: [],
    appraisedTotal: '0.00',
    loanToValuePercent: null,
    outstandingBalance: '14400.00',
    redemption: null,
    ...changes,
  });
}

/** A pledge in pawn under ticket PT-2026-000001 with the given items (in_pawn unless said). */
export function aTicketedPledge(items: TPawnItem[], changes: Partial<TPledge> = {}): TPledge {
  return withTotals(
    aPledge({
      loanStatus: 'active',
      ticketNumber: 'PT-2026-000001',
      ticketIssuedAt: '2026-11-20',
      redeemableUntil: '2027-11-20',
      status: 'in_pawn',
      items: items.map((i) => ({ ...i, status: i.status === 'appraised' ? 'in_pawn' : i.status })),
      ...changes,
    }),
  );
}

function withTotals(pledge: TPledge): TPledge {
  const total = pledge.items.reduce((sum, i) => sum + (toCents(i.appraisedValue) ?? 0), 0);
  const loan = toCents(pledge.loanAmount) ?? 0;
  const status = pledge.items.length === 0 ? 'none' : pledge.ticketNumber ? pledge.status : 'appraised';
  return { ...pledge, status, appraisedTotal: centsToDecimalString(total), loanToValuePercent: total > 0 ? Math.round((loan / total) * 1000) / 10 : null };
}

export function servePledge({ role = 'loan_officer', pledge = aPledge() }: { role?: TRole; pledge?: TPledge } = {}) {
  const api = installFakeApi();
  const state = { pledge };
  let created = 0;
  const findItem = (request: TApiRequest) => state.pledge.items.find((i) => i.id === request.params.itemId);
  const replaceItem = (next: TPawnItem) => {
    state.pledge = withTotals({ ...state.pledge, items: state.pledge.items.map((i) => (i.id === next.id ? next : i)) });
    return reply(ZPawnItem, next);
  };
  api
    .acceptUploads()
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(role)))
    .on('GET', '/api/pawn-loans/:id/pledge', () => reply(ZPledge, state.pledge))
    .on('POST', '/api/pawn-loans/:id/items', (request) => {
      const body = ZCreatePawnItemRequest.parse(request.body);
      created += 1;
      const item = anItem({
        ...body,
        id: `11111111-1111-4111-8111-${String(100 + created).padStart(12, '0')}`,
        itemNumber: `PI-2026-${String(100 + created).padStart(6, '0')}`,
        appraisedValue: centsToDecimalString(toCents(body.appraisedValue) ?? 0),
        serialNumber: body.serialNumber ?? null,
        markings: body.markings ?? null,
        metal: body.metal ?? null,
        karat: body.karat ?? null,
        weightGrams: body.weightGrams ?? null,
        storageLocation: body.storageLocation ?? null,
        status: state.pledge.ticketNumber ? 'in_pawn' : 'appraised',
      });
      state.pledge = withTotals({ ...state.pledge, items: [...state.pledge.items, item] });
      return reply(ZPawnItem, item, 201);
    })
    .on('PATCH', '/api/pawn-items/:itemId', (request) => {
      const body = ZUpdatePawnItemRequest.parse(request.body);
      const item = findItem(request);
      if (!item) return refuse(404, PLEDGE_MESSAGES.itemNotFound);
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      return replaceItem(ZPawnItem.parse({ ...item, ...changes, ...(body.appraisedValue ? { appraisedValue: centsToDecimalString(toCents(body.appraisedValue) ?? 0) } : {}) }));
    })
    .on('DELETE', '/api/pawn-items/:itemId', (request) => {
      if (state.pledge.ticketNumber) return refuse(409, PLEDGE_MESSAGES.deleteAfterTicket);
      state.pledge = withTotals({ ...state.pledge, items: state.pledge.items.filter((i) => i.id !== request.params.itemId) });
      return { status: 204 };
    })
    .on('POST', '/api/pawn-items/:itemId/police-hold', (request) => {
      const body = ZPlacePoliceHoldRequest.parse(request.body);
      const item = findItem(request);
      if (!item) return refuse(404, PLEDGE_MESSAGES.itemNotFound);
      return replaceItem({ ...item, status: 'police_hold', policeHold: { ...body, placedAt: '2026-11-27T14:00:00.000Z', placedByName: 'Lou Officer' } });
    })
    .on('DELETE', '/api/pawn-items/:itemId/police-hold', (request) => {
      if (role !== 'admin' && role !== 'super_admin') return refuse(403, 'Forbidden');
      const body = ZReleasePoliceHoldRequest.parse(request.body);
      const item = findItem(request);
      if (!item) return refuse(404, PLEDGE_MESSAGES.itemNotFound);
      return replaceItem({ ...item, status: body.outcome === 'released' ? 'in_pawn' : 'surrendered', policeHold: null });
    })
    .on('POST', '/api/pawn-loans/:id/redeem', (request) => {
      const body = ZRedeemPledgeRequest.parse(request.body);
      const owed = toCents(state.pledge.outstandingBalance) ?? 0;
      if (owed > 0) return refuse(409, PLEDGE_MESSAGES.outstandingBalance(owed));
      if (body.ticketNumber && body.ticketNumber !== state.pledge.ticketNumber) return refuse(400, PLEDGE_MESSAGES.ticketMismatch, 'TICKET_MISMATCH');
      state.pledge = {
        ...state.pledge,
        status: 'redeemed',
        items: state.pledge.items.map((i) => ({ ...i, status: 'redeemed', redeemedAt: '2026-11-27T15:00:00.000Z' })),
        redemption: { redeemedAt: '2026-11-27T15:00:00.000Z', collectedByName: body.collectedByName, lostTicket: !!body.lostTicketDeclaration, recordedByName: 'Lou Officer' },
      };
      return reply(ZPledge, state.pledge);
    });
  return { api, state };
}

export const png = (name = 'item.png') => new File([new Uint8Array(8).fill(0x89)], name, { type: 'image/png' });
