// The pledges module's public surface (issue 31, Jamaica's Pawnbrokers Act): the goods a pawn loan
// is made against, police holds, redemption, the pledge book, the pawn ticket and item tags, and
// renewals, sales and forfeiture notices (issue 32). Every status change of a ticket or an item is
// changePledgeStatus's (pledge-status.service.ts). It builds on loans (the loan, its ledger, its
// status change and the settlement a sale makes), objects (photos and signatures from the normal
// upload flow), payments (a renewal's payment), collections (a case settled by a sale or renewal),
// applications, books (the renewal, sale and surplus entries) and audit; docs/architecture.md
// "Modules" lists it, checked by server/test/module-map.test.ts.
export { registerPledgeRoutes } from './pledges.routes';
export { registerRenewalRoutes } from './renewal.routes';
export { PAWN_TICKET_RENDER_KIND, renderPawnTicketById } from './pawn-ticket.render';
export { readPledgeSaleTotals } from './pledge-money.service';
export { registerPledgeSaleRoutes } from './pledge-sales.routes';
export { PLEDGE_JOBS } from './forfeiture-notices.service';
// The ticket's issue, which every move of a loan to active makes: app.ts hands it to loans' onLoanActivated.
export { issuePawnTicketIfDue } from './pledge-status.service';
// The counter pawn (issue 43) records its items in its own transaction.
export { addPawnItemLocked, confirmItemUploads } from './pawn-items.service';
export { findPawnTicket } from './pledge-status.repository';
