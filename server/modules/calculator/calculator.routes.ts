import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCalculatorRequest, ZCalculatorResponse, type TCalculatorResponse } from '@common/contracts/calculator';
import { compiledSerializerCompiler } from '../../lib/json-response';
import { calculateLoan } from './calculator.service';
import { calculatorValidatorCompiler } from './calculator.validator';

export async function registerCalculatorRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    // The busiest public call: the answer is built field by field by calculateLoan (typed as the
    // contract) and written by a serializer compiled once from the contract, without zod's output pass;
    // the usual body is checked without zod too (calculator.validator.ts).
    .post(
      '/api/calculator',
      {
        schema: { body: ZCalculatorRequest, response: { 200: ZCalculatorResponse } },
        validatorCompiler: calculatorValidatorCompiler,
        serializerCompiler: compiledSerializerCompiler,
      },
      async (request): Promise<TCalculatorResponse> => calculateLoan(request.body),
    );
}
