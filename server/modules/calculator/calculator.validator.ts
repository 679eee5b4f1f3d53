import type { FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { INTEREST_RATES, MAX_LOAN_CENTS, MIN_LOAN_CENTS } from '@common/calculator';
import type { TCalculatorRequest } from '@common/contracts/calculator';
import { toCents } from '@common/money';

// The term as the calculator page sends it ("10weeks", 1 to 52): no control characters, and a term
// parseTermWeeks reads, so the contract takes it as it is.
const USUAL_TERM = /^([1-9]|[1-4][0-9]|5[0-2])weeks$/;

/**
 * The body of the calculator page's usual call, checked in plain code: what ZCalculatorRequest
 * answers for it (the same fields, unknown ones left out), or null for anything else, which the
 * contract then checks itself, with its messages. It accepts nothing the contract refuses
 * (calculator.validator.test.ts compares the two); zod's pass was about 3% of a call's CPU.
 */
export function usualCalculatorBody(data: unknown): TCalculatorRequest | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { loanAmount, interestRate, termMonths, paymentFrequency } = data as Record<string, unknown>;
  if (typeof loanAmount !== 'number' || typeof interestRate !== 'number' || typeof termMonths !== 'string') return null;
  const cents = toCents(loanAmount);
  if (cents === null || cents < MIN_LOAN_CENTS || cents > MAX_LOAN_CENTS) return null;
  if (!(INTEREST_RATES as readonly number[]).includes(interestRate) || !USUAL_TERM.test(termMonths)) return null;
  if (paymentFrequency === undefined) return { loanAmount, interestRate, termMonths };
  return paymentFrequency === 'weekly' ? { loanAmount, interestRate, termMonths, paymentFrequency } : null;
}

/** The body's validator: the usual body without zod, any other through the contract as on every route. */
export function calculatorValidatorCompiler<T extends FastifySchema>(route: FastifyRouteSchemaDef<T>): FastifyValidationResult {
  // Fastify hands each part's schema of the route here (the zod contract).
  const contract = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body') return contract;
  return (data: unknown) => {
    const value = usualCalculatorBody(data);
    return value === null ? contract(data) : { value };
  };
}
