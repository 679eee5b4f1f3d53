import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCalculatorRequest, ZCalculatorResponse } from '@common/contracts/calculator';
import { calculateLoan } from './calculator.service';

export async function registerCalculatorRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/calculator', { schema: { body: ZCalculatorRequest, response: { 200: ZCalculatorResponse } } }, async (request) => calculateLoan(request.body));
}
