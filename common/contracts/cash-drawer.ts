import { z } from 'zod';
import { moneyField, text } from './fields';

// Money movements and the cash drawer (issue 34). Every movement of money has a kind and a method;
// a drawer counts its staff member's cash movements between its opening and its close.

/** How a loan is paid out when it becomes active (PATCH /api/pawn-loans/{id}/status). */
/**
 * How a loan was paid out. owner_capital: a paper pawn paid out before it was entered, not through
 * the till nor the bank: the books take it from the owner's capital (issue 41), never a drawer.
 */
export const DISBURSEMENT_METHODS = ['cash', 'bank_transfer', 'cheque', 'owner_capital'] as const;
export type TDisbursementMethod = (typeof DISBURSEMENT_METHODS)[number];

export const MOVEMENT_KINDS = ['payment_received', 'late_fee_received', 'loan_paid_out', 'pledge_sale_proceeds', 'surplus_paid_out', 'payment_deleted', 'drawer_over_short'] as const;
export type TMovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_KIND_LABELS: Record<TMovementKind, string> = {
  payment_received: 'Payment received',
  late_fee_received: 'Late fee received',
  loan_paid_out: 'Loan paid out',
  pledge_sale_proceeds: 'Pledge sale proceeds',
  surplus_paid_out: 'Surplus paid out',
  payment_deleted: 'Payment deleted',
  drawer_over_short: 'Drawer over or short',
};

/** Every method a movement may have: the payments' and the payouts'. */
export const MOVEMENT_METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank Transfer',
  online: 'Online',
  mobile_money: 'Mobile Money',
  cheque: 'Cheque',
  owner_capital: "Paid before Pawnbook (owner's capital)",
};
export const movementMethodLabel = (method: string): string => MOVEMENT_METHOD_LABELS[method] ?? method;

export const CASH_DRAWER_MESSAGES = {
  alreadyOpen: 'You already have a cash drawer open. Close it before opening another.',
  noneOpen: 'You have no cash drawer open.',
  floatRequired: 'Opening float is required (J$0.00 or more).',
  countRequired: 'Counted cash is required (J$0.00 or more).',
} as const;

const money = z.string();

/** POST /api/cash-drawer/open: the cash in the drawer at the start. */
export const ZOpenCashDrawerRequest = z.object({
  openingFloat: moneyField('Opening float', { required: CASH_DRAWER_MESSAGES.floatRequired, min: { cents: 0, message: CASH_DRAWER_MESSAGES.floatRequired } }),
});
export type TOpenCashDrawerRequest = z.infer<typeof ZOpenCashDrawerRequest>;
export type TOpenCashDrawerInput = z.input<typeof ZOpenCashDrawerRequest>;

export const ZOpenCashDrawerResponse = z.object({
  id: z.string(),
  /** The staff member's name. */
  openedBy: z.string(),
  openedAt: z.string(),
  openingFloat: money,
});
export type TOpenCashDrawerResponse = z.infer<typeof ZOpenCashDrawerResponse>;

/** GET /api/cash-drawer/current: the caller's open drawer and its running totals; 404 when none. */
export const ZCurrentCashDrawerResponse = z.object({
  id: z.string(),
  openedAt: z.string(),
  openingFloat: money,
  /** Cash the caller took in while it is open (payments and late fees, sale proceeds). */
  cashIn: money,
  /** Cash the caller paid out while it is open (loans, surpluses). */
  cashOut: money,
  /** openingFloat + cashIn - cashOut. */
  expected: money,
});
export type TCurrentCashDrawerResponse = z.infer<typeof ZCurrentCashDrawerResponse>;

/**
 * GET /api/cash-drawer: the same, or null when none is open (the dashboard's card asks this one, so
 * a staff member without a drawer is not a failed request in the browser's console).
 */
export const ZCashDrawerStateResponse = z.object({ drawer: ZCurrentCashDrawerResponse.nullable() });
export type TCashDrawerStateResponse = z.infer<typeof ZCashDrawerStateResponse>;

/** POST /api/cash-drawer/close: what the staff member counted. */
export const ZCloseCashDrawerRequest = z.object({
  countedCash: moneyField('Counted cash', { required: CASH_DRAWER_MESSAGES.countRequired, min: { cents: 0, message: CASH_DRAWER_MESSAGES.countRequired } }),
  notes: text('Notes', { multiline: true }).trim().max(1000, { error: 'Notes must be at most 1000 characters' }).nullish(),
});
export type TCloseCashDrawerRequest = z.infer<typeof ZCloseCashDrawerRequest>;
export type TCloseCashDrawerInput = z.input<typeof ZCloseCashDrawerRequest>;

/** difference = counted - expected: below 0 the drawer is short, above 0 it is over. */
export const ZCloseCashDrawerResponse = z.object({ expected: money, counted: money, difference: money });
export type TCloseCashDrawerResponse = z.infer<typeof ZCloseCashDrawerResponse>;
