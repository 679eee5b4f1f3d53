import { z } from 'zod';

/** The narrow roll of a counter's thermal printer; without ?paper, a document prints on its full page. */
export const ROLL_PAPER = '80mm';
export type TPaper = typeof ROLL_PAPER | 'page';

/** ?paper=80mm on a receipt or pawn ticket: the same content in one column on an 80 mm roll. */
export const ZPaperQuery = z.object({
  paper: z.literal(ROLL_PAPER, { error: 'paper must be 80mm, or left out for the full page' }).optional(),
});
export type TPaperQuery = z.infer<typeof ZPaperQuery>;

export const paperOf = (query: TPaperQuery): TPaper => query.paper ?? 'page';
