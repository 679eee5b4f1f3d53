import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPawnLoanListResponse } from '@common/contracts/pawn-loans-list';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { uploadDocuments, validPayload } from './pawn-loans.test-support';

// Issue 30 item 3: how the applicant signed (drawn, typed or uploaded) is kept with the application
// and shown to staff; the signature itself is the same uploaded image either way.
describe.each(PGLITE_ONLY)('the signature method of an application, on %s', (backend) => {
  let t: TTestApp;
  let staffCookie: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const officer = await t.createUser('loan_officer');
    staffCookie = await t.signIn(officer.email, officer.password);
  });
  afterAll(() => t.close());

  const submit = async (overrides: Record<string, unknown>) => {
    const { paths, cookie } = await uploadDocuments(t);
    return t.request({ method: 'POST', url: '/api/pawn-loans', payload: validPayload(paths, overrides), cookie });
  };
  const methodOf = async (applicationNumber: string) => {
    const res = await t.request({ method: 'GET', url: `/api/pawn-loans?search=${applicationNumber}`, cookie: staffCookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPawnLoanListResponse>().items.find((item) => item.applicationNumber === applicationNumber)?.borrowerSignatureMethod;
  };

  it.each(['typed', 'uploaded', 'drawn'] as const)('keeps %s and answers it to staff', async (method) => {
    const res = await submit({ borrowerSignatureMethod: method });
    expect(res.statusCode, res.body).toBe(201);
    expect(await methodOf(res.json<{ applicationNumber: string }>().applicationNumber)).toBe(method);
  });

  it('takes a submission without one (an older client) as drawn', async () => {
    const res = await submit({});
    expect(res.statusCode, res.body).toBe(201);
    expect(await methodOf(res.json<{ applicationNumber: string }>().applicationNumber)).toBe('drawn');
  });

  it('refuses any other method with 400 and a message', async () => {
    const res = await submit({ borrowerSignatureMethod: 'scribbled' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Signature method must be drawn, typed or uploaded');
  });
});
