import { PLEDGE_MESSAGES as M } from '@common/contracts/pledges';
import { isUuid } from '@common/contracts/fields';
import type { TPaper } from '@common/contracts/paper';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TShopSource } from '../../lib/shop-identity';
import { renderItemTagPdf } from './pawn-item-tag.pdf';
import { renderPawnTicketPdf } from './pawn-ticket.pdf';
import { readTicketDocument } from './pawn-ticket.render';
import { findPawnTicket } from './pledge-status.repository';
import { findItem, findTicketReadableLoan } from './pledges.repository';

export const TICKET_NOT_FOUND = 'Pawn ticket not found';
const APPLICATION_NUMBER = /^PL-[A-Za-z0-9-]{1,17}$/i;

export type TPdfFile = { filename: string; pdf: Buffer };

/**
 * GET /api/pawn-loans/{applicationNumber}/ticket: for staff and the borrower whose loan it is; 404
 * for anyone else, as the agreement; 409 before the ticket is issued. ?paper=80mm: the counter's roll.
 */
export async function getPawnTicketPdf(
  deps: { db: TDb; shop: TShopSource },
  input: { applicationNumber: string; reader: { staff: boolean; userId: string | null }; paper?: TPaper },
): Promise<TPdfFile> {
  const number = input.applicationNumber.trim();
  if (!APPLICATION_NUMBER.test(number)) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
  const loan = await findTicketReadableLoan(deps.db, number, input.reader);
  if (!loan) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
  const document = await readTicketDocument(deps.db, loan);
  if (!document) throw new AppError('CONFLICT', M.noTicket);
  const pdf = await renderPawnTicketPdf(document, await deps.shop.read(), input.paper);
  return { filename: `pawn-ticket-${document.ticket.ticketNumber}.pdf`, pdf };
}

/** GET /api/pawn-items/{itemId}/tag (staff): the item's label; ?paper=80mm: a slip of the counter's roll. */
export async function getItemTagPdf(db: TDb, rawItemId: string, paper: TPaper = 'page'): Promise<TPdfFile> {
  if (!isUuid(rawItemId)) throw new AppError('NOT_FOUND', M.itemNotFound);
  const item = await findItem(db, rawItemId.toLowerCase());
  if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
  const ticket = await findPawnTicket(db, item.applicationId);
  return { filename: `item-tag-${item.itemNumber}.pdf`, pdf: await renderItemTagPdf(item, ticket?.ticketNumber ?? null, paper) };
}
