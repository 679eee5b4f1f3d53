import type { IncomingMessage } from 'node:http';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

type TDone = (error: Error | null, body?: unknown) => void;

/**
 * The JSON body parser of a plugin scope whose routes take small bodies (the public calculator):
 * a small request arrives in one packet with its headers, so by the time the onRequest hooks have
 * run, Node's HTTP parser has already buffered the whole body (all Content-Length bytes). It
 * is then taken in one synchronous read, without the 'data'/'end' listeners, the resume and the
 * ticks of reading it as a stream. Anything else (a body still arriving, a different length) is
 * read as a stream. A text that cannot carry a poisoned key is then parsed by JSON.parse alone;
 * any other text, and any JSON.parse refuses, goes through Fastify's own JSON parser, so empty and
 * invalid bodies, the size limit and prototype poisoning get Fastify's answers.
 */
export function useBufferedJsonBody(scope: FastifyInstance): void {
  const fastifyParse = scope.getDefaultJsonParser('error', 'error') as (request: FastifyRequest, text: string, done: TDone) => void;
  // A text that cannot carry a poisoned key (no "__proto__", no "constructor", no \u escape that
  // could spell one) needs no scan of the parsed object: JSON.parse alone. Everything else, and any
  // text JSON.parse refuses, goes to Fastify's parser for its checks and its error.
  const parseText = (request: FastifyRequest, text: string, done: TDone) => {
    if (text.length > 0 && !text.includes('__proto__') && !text.includes('constructor') && !text.includes('\\u')) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return fastifyParse(request, text, done);
      }
      return done(null, body);
    }
    return fastifyParse(request, text, done);
  };
  const limit = scope.initialConfig.bodyLimit ?? 1_048_576;
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', (request: FastifyRequest, payload: IncomingMessage, done: TDone) => {
    const expected = Number(payload.headers?.['content-length']);
    if (expected > limit) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    if (payload === request.raw && expected > 0 && payload.readableLength === expected) {
      const buffered = payload.read() as Buffer | null;
      return parseText(request, buffered ? buffered.toString('utf8') : '', done);
    }
    readStream(payload, limit, expected, (error, text) => (error ? done(error) : parseText(request, text ?? '', done)));
  });
}

/** The body read as Fastify reads it: chunks up to the limit, then checked against Content-Length. */
function readStream(payload: IncomingMessage, limit: number, expected: number, done: (error: Error | null, text?: string) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const finish = (error: Error | null, text?: string) => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onEnd);
    done(error, text);
  };
  function onData(chunk: Buffer | string) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += buffer.length;
    if (received > limit) return finish(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    chunks.push(buffer);
  }
  function onEnd(error?: Error) {
    if (error) return finish(Object.assign(error, { statusCode: 400 }));
    if (!Number.isNaN(expected) && received !== expected) {
      return finish(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
    }
    finish(null, Buffer.concat(chunks, received).toString('utf8'));
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onEnd);
  payload.resume();
}
