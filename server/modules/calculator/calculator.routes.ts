import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCalculatorRequest, type TCalculatorResponse } from '@common/contracts/calculator';
import { calculateLoan } from './calculator.service';

export async function registerCalculatorRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    // The answer is built field by field by calculateLoan (typed as the contract), so it skips zod's
    // output pass: this is the busiest public call.
    .post('/api/calculator', { schema: { body: ZCalculatorRequest } }, async (request): Promise<TCalculatorResponse> =>
      calculateLoan(request.body),
    );
}
