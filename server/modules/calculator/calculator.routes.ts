import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCalculatorRequest, ZCalculatorResponse } from '@common/contracts/calculator';
import type { TAppContext } from '../../app-context';
import { calculateLoan } from './calculator.service';

export async function registerCalculatorRoutes(app: FastifyInstance, ctx: Pick<TAppContext, 'shop'>): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/calculator', { schema: { body: ZCalculatorRequest, response: { 200: ZCalculatorResponse } } }, async (request) =>
      // The shop's rates from the cached settings (no query per quote: the calculator's throughput budget).
      calculateLoan(request.body, (await ctx.shop.read()).settings.interestRates),
    );
}
