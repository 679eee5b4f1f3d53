import { describe, expect, it } from 'vitest';
import { addDays } from './loan-ledger';
import { pawnLedger } from './pawn-ledger';

const TICKET = '2026-01-01';
const terms = { monthlyChargePercent: 10, periodDays: 30 };
const on = (days: number, payments: { amountCents: number; day: string }[] = []) =>
  pawnLedger({ terms, principalCents: 1_000_000, ticketDate: TICKET, payments, day: addDays(TICKET, days) });

describe('pawnLedger', () => {
  it('charges 10% of J$10,000 for every started period: days 0 and 30 one, 31 and 45 two, 365 thirteen', () => {
    expect([0, 30, 31, 45, 365].map((d) => [on(d).periods, on(d).chargesCents, on(d).outstandingCents])).toEqual([
      [1, 100_000, 1_100_000],
      [1, 100_000, 1_100_000],
      [2, 200_000, 1_200_000],
      [2, 200_000, 1_200_000],
      [13, 1_300_000, 2_300_000],
    ]);
    expect(on(-1)).toMatchObject({ periods: 0, chargesCents: 0, outstandingCents: 1_000_000 });
  });

  it('pays the charges due first, then principal, and charges later periods on the principal left', () => {
    const paid = [{ amountCents: 600_000, day: addDays(TICKET, 20) }];
    const day31 = on(31, paid);
    expect(day31.parts).toEqual([{ chargesCents: 100_000, principalCents: 500_000 }]);
    // Period 2 starts on day 31 on the J$5,000 left: J$500.
    expect(day31).toMatchObject({ chargesCents: 150_000, chargesPaidCents: 100_000, chargesDueCents: 50_000, principalOutstandingCents: 500_000, outstandingCents: 550_000, paidCents: 600_000 });
    expect(day31.totalDueCents).toBe(day31.paidCents + day31.outstandingCents);
  });

  it("charges a period on the principal outstanding as it starts, before that day's payment", () => {
    const ledger = on(31, [{ amountCents: 1_200_000, day: addDays(TICKET, 31) }]);
    expect(ledger.parts).toEqual([{ chargesCents: 200_000, principalCents: 1_000_000 }]);
    expect(ledger.outstandingCents).toBe(0);
    // Redeemed: nothing more is charged.
    expect(on(400, [{ amountCents: 1_200_000, day: addDays(TICKET, 31) }])).toMatchObject({ chargesCents: 200_000, outstandingCents: 0 });
  });

  it('takes payments in day order and leaves out those after the day asked about', () => {
    const payments = [
      { amountCents: 50_000, day: addDays(TICKET, 40) },
      { amountCents: 100_000, day: addDays(TICKET, 5) },
    ];
    expect(on(10, payments)).toMatchObject({ paidCents: 100_000, chargesDueCents: 0, parts: [{ chargesCents: 100_000, principalCents: 0 }] });
    expect(on(40, payments).parts).toEqual([
      { chargesCents: 100_000, principalCents: 0 },
      { chargesCents: 50_000, principalCents: 0 },
    ]);
    expect(on(40, payments).chargesDueCents).toBe(50_000);
  });

  it('rounds each charge half up to the cent', () => {
    const odd = pawnLedger({ terms: { monthlyChargePercent: 12.5, periodDays: 30 }, principalCents: 333, ticketDate: TICKET, payments: [], day: TICKET });
    expect(odd.chargesCents).toBe(42); // 41.625 cents
  });
});
