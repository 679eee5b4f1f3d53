import { z } from 'zod';

export const ZErrorResponse = z.object({ message: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
