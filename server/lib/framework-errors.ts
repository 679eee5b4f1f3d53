import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_SERVER_ERROR } from './errors';

// Fastify answers some errors itself, before the onRequest hooks (helmet) and the error handler
// run: a path the router cannot decode, an over-long path parameter, and requests Node's HTTP
// parser refuses. Left alone they answer Fastify's own body, echoing the path, without the
// security headers. These two handlers give them the app's { message } and helmet's headers.
// None of the messages repeats the request: the path is attacker-chosen text.

const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address of this request is not valid.' },
  // 414 URI Too Long: what HTTP names this case, and what Fastify itself answers.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address of this request is too long.' },
};

export function routerErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const known = ROUTER_ERRORS[error.code];
    if (!known) request.log.error({ err: error }, 'router error');
    const { status, message } = known ?? { status: 500, message: GENERIC_SERVER_ERROR };
    // 400 and 414 are refusals of the request itself; 500 is ours, with no code to act on.
    void reply
      .code(status)
      .headers(securityHeaders)
      .header('cache-control', 'no-store')
      .send(status < 500 ? { message, code: 'BAD_REQUEST' } : { message });
  };
}

const PARSER_ERRORS: Record<string, { status: number; message: string }> = {
  // Node's limit covers the request line and the headers together; it cannot tell which was too big.
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The address or headers of this request are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

export function clientErrorHandler(securityHeaders: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = PARSER_ERRORS[error.code ?? ''] ?? { status: 400, message: 'This request could not be read.' };
    const body = JSON.stringify({ message, code: 'BAD_REQUEST' });
    const headers = {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    };
    if (socket.writable) {
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
