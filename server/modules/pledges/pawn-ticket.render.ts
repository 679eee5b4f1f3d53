import type { TDb } from '../../db/client';
import type { TShopIdentity } from '../../lib/shop-identity';
import { findApplicationById, listSchedule, type TPawnLoanRow } from '../loans';
import { readTicketCosts } from './pawn-ticket.costs';
import { renderPawnTicketPdf, type TTicketDocument } from './pawn-ticket.pdf';
import { findPawnTicket } from './pledge-status.repository';
import { findRedemptions, listItemsOfLoans } from './pledges.repository';

/** The kind queued e-mails name to attach a loan's pawn ticket, rendered when the message is sent. */
export const PAWN_TICKET_RENDER_KIND = 'pawn-ticket';

/** Everything the loan's pawn ticket prints, or null before its ticket is issued. */
export async function readTicketDocument(db: TDb, loan: TPawnLoanRow): Promise<TTicketDocument | null> {
  const ticket = await findPawnTicket(db, loan.id);
  if (!ticket) return null;
  const items = await listItemsOfLoans(db, [loan.id]);
  const redemption = (await findRedemptions(db, [loan.id])).get(loan.id) ?? null;
  const schedule = await listSchedule(db, loan.id);
  const costs = await readTicketCosts(db, loan, ticket, redemption !== null);
  return { loan, ticket, items, redemption, schedule, costs };
}

/** The loan's pawn ticket as a PDF, or null when the loan or its ticket is gone. */
export async function renderPawnTicketById(db: TDb, shop: TShopIdentity, applicationId: string): Promise<Buffer | null> {
  const loan = await findApplicationById(db, applicationId).catch(() => null);
  if (!loan) return null;
  const document = await readTicketDocument(db, loan);
  return document ? renderPawnTicketPdf(document, shop) : null;
}
