import { expect } from 'vitest';
import type { TPawnItem, TPledge } from '@common/contracts/pledges';
import { signInAs } from '../../test/roles';
import type { TTestApp } from '../../test/test-app';
import { testPng } from '../../test/upload-fixtures';
import { upload } from '../applications/pawn-loans.test-support';

/** Everyone the pledge tests act as, each a new user signed in: their session cookies (and the borrower's id). */
export async function signInPledgeCast(t: TTestApp) {
  const [officer, admin, superAdmin, it, borrower] = [
    await signInAs(t, 'loan_officer'),
    await signInAs(t, 'admin'),
    await signInAs(t, 'super_admin'),
    await signInAs(t, 'it'),
    await signInAs(t, 'borrower'),
  ];
  return { officer: officer.cookie, admin: admin.cookie, superAdmin: superAdmin.cookie, itCookie: it.cookie, borrower: borrower.cookie, borrowerId: borrower.id };
}

/** Photos uploaded through the normal flow by the signed-in staff member. */
export async function uploadPhotos(t: TTestApp, cookie: string, count = 1): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) paths.push((await upload(t, testPng(), cookie)).objectPath);
  return paths;
}

export function itemPayload(photoUrls: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    category: 'jewellery',
    description: '18K gold chain, 50 cm, figaro link',
    serialNumber: 'SN-GOLD-0001',
    markings: 'Stamped 750',
    metal: 'gold',
    karat: 18,
    weightGrams: '12.5',
    condition: 'good',
    appraisedValue: '15,000.00',
    photoUrls,
    storageLocation: 'Safe A, shelf 2',
    ...overrides,
  };
}

export function postItem(t: TTestApp, cookie: string | undefined, loanId: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: `/api/pawn-loans/${loanId}/items`, cookie, payload });
}

/** Records an item that must be accepted; answers it. */
export async function addItem(t: TTestApp, cookie: string, loanId: string, overrides: Record<string, unknown> = {}): Promise<TPawnItem> {
  const res = await postItem(t, cookie, loanId, itemPayload(await uploadPhotos(t, cookie), overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPawnItem>();
}

export async function pledgeOf(t: TTestApp, cookie: string, loanId: string): Promise<TPledge> {
  const res = await t.request({ method: 'GET', url: `/api/pawn-loans/${loanId}/pledge`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TPledge>();
}

/** The review's move to active (an admin), which issues the ticket when the loan has items. */
export async function activate(t: TTestApp, adminCookie: string, loanId: string): Promise<void> {
  const res = await t.request({ method: 'PATCH', url: `/api/pawn-loans/${loanId}/status`, cookie: adminCookie, payload: { status: 'active' } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A drawn signature, uploaded as the staff member recording the redemption. */
export async function signature(t: TTestApp, cookie: string): Promise<string> {
  return (await upload(t, testPng(), cookie)).objectPath;
}

export async function redeemRequest(t: TTestApp, cookie: string | undefined, loanId: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: `/api/pawn-loans/${loanId}/redeem`, cookie, payload });
}
