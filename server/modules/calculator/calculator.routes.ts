import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCalculatorRequest, ZCalculatorResponse, type TCalculatorResponse } from '@common/contracts/calculator';
import { useBufferedJsonBody } from '../../lib/json-body';
import { compiledSerializerCompiler } from '../../lib/json-response';
import { calculateLoan } from './calculator.service';
import { calculatorValidatorCompiler } from './calculator.validator';

export async function registerCalculatorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(calculatorScope);
}

async function calculatorScope(app: FastifyInstance): Promise<void> {
  useBufferedJsonBody(app);
  app
    .withTypeProvider<ZodTypeProvider>()
    // The busiest public call: the answer is built field by field by calculateLoan (typed as the
    // contract) and written by a serializer compiled once from the contract, without zod's output pass;
    // the usual body is checked without zod too (calculator.validator.ts), and read in one go
    // (useBufferedJsonBody).
    .post(
      '/api/calculator',
      {
        schema: { body: ZCalculatorRequest, response: { 200: ZCalculatorResponse } },
        validatorCompiler: calculatorValidatorCompiler,
        serializerCompiler: compiledSerializerCompiler,
      },
      // Not async: Fastify sends a returned value at once, without a promise and its microtask
      // (calculateLoan is plain arithmetic; what it throws is answered as a thrown error is).
      (request): TCalculatorResponse => calculateLoan(request.body),
    );
}
