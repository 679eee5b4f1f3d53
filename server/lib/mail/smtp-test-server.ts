import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for tests: it requires AUTH with one username and password, refuses
// recipients at @rejected.example with 550, and keeps every accepted message parsed.

export type TTestSmtpServer = {
  port: number;
  username: string;
  password: string;
  messages: ParsedMail[];
  /** Stops listening (connections are refused) until start() listens on the same port again. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Resolves once at least n messages arrived. */
  waitForMessages: (n: number, timeoutMs?: number) => Promise<ParsedMail[]>;
};

export const REJECTED_DOMAIN = 'rejected.example';

export async function startTestSmtpServer(credentials: { username: string; password: string }): Promise<TTestSmtpServer> {
  const messages: ParsedMail[] = [];
  const create = () =>
    new SMTPServer({
      logger: false,
      authOptional: false,
      allowInsecureAuth: true,
      // No certificate here: the client must not try to upgrade.
      disabledCommands: ['STARTTLS'],
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        if (auth.username === credentials.username && auth.password === credentials.password) return callback(null, { user: auth.username });
        return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith(`@${REJECTED_DOMAIN}`)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  let server = create();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    username: credentials.username,
    password: credentials.password,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = create();
      await listen();
    },
    waitForMessages: async (n, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} messages, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
  };
}

/** A port on which nothing listens (taken and released at once). */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
