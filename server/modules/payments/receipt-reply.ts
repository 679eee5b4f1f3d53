import type { FastifyReply } from 'fastify';

/** A receipt opened in the browser (a new tab), never stored by it or by any cache. */
export function sendReceipt(reply: FastifyReply, receipt: { pdf: Buffer; receiptNumber: string }): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${receipt.receiptNumber}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(receipt.pdf);
}
