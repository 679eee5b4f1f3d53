import { z } from 'zod';
import { MAX_LOAN_CENTS, MIN_LOAN_CENTS, parseTermWeeks } from '../calculator';
import { formatCents, toCents } from '../money';
import { moneyNumberField, text } from './fields';

const LOAN_RANGE = `Loan amount must be between ${formatCents(MIN_LOAN_CENTS)} and ${formatCents(MAX_LOAN_CENTS)}`;

export const ZCalculatorRequest = z.object({
  loanAmount: moneyNumberField('Loan amount', {
    typeError: 'Loan amount must be a number',
    invalid: 'Loan amount must have at most two decimal places',
    tooLarge: LOAN_RANGE,
  }).refine((v) => (toCents(v) ?? MIN_LOAN_CENTS) >= MIN_LOAN_CENTS, LOAN_RANGE),
  /** One of the shop's rates (shop settings): the service checks, as they change without a release. */
  interestRate: z.number({ error: 'Interest rate must be a number' }),
  termMonths: z
    .union([text('Term'), z.number()], { error: 'Term is required, for example "10weeks"' })
    .refine((v) => parseTermWeeks(v) !== null, 'Term must be between 1 and 52 weeks, for example "10weeks"'),
  paymentFrequency: z.literal('weekly', { error: 'Payment frequency must be weekly' }).optional(),
});
export type TCalculatorRequest = z.infer<typeof ZCalculatorRequest>;

export const ZCalculatorResponse = z.object({
  weeklyPayment: z.number(),
  totalInterest: z.number(),
  totalPayments: z.number(),
  termWeeks: z.number(),
  principal: z.number(),
  totalAmount: z.number(),
  interestRate: z.number(),
  paymentFrequency: z.literal('weekly'),
});
export type TCalculatorResponse = z.infer<typeof ZCalculatorResponse>;
