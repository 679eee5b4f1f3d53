import type { TDb } from '../../db/client';
import type { TShopIdentity } from '../../lib/shop-identity';
import { findApplicationById, listSchedule } from '../loans';
import { renderPawnTicketPdf } from './pawn-ticket.pdf';
import { findPawnTicket } from './pledge-status.repository';
import { findRedemptions, listItemsOfLoans } from './pledges.repository';

/** The kind queued e-mails name to attach a loan's pawn ticket, rendered when the message is sent. */
export const PAWN_TICKET_RENDER_KIND = 'pawn-ticket';

/** The loan's pawn ticket as a PDF, or null when the loan or its ticket is gone. */
export async function renderPawnTicketById(db: TDb, shop: TShopIdentity, applicationId: string): Promise<Buffer | null> {
  const loan = await findApplicationById(db, applicationId).catch(() => null);
  if (!loan) return null;
  const ticket = await findPawnTicket(db, loan.id);
  if (!ticket) return null;
  const items = await listItemsOfLoans(db, [loan.id]);
  const redemption = (await findRedemptions(db, [loan.id])).get(loan.id) ?? null;
  return renderPawnTicketPdf({ loan, ticket, items, redemption, schedule: await listSchedule(db, loan.id) }, shop);
}
