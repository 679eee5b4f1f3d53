import { describe, expect, it } from 'vitest';
import { describeSmtpError, smtpFailureOf } from './mail-transport';

const smtpError = (code: string, response?: string) => Object.assign(new Error(`Invalid greeting. response=${response ?? ''}`), { code, response });
const BANNER = 'SSH-2.0-OpenSSH_9.2p1 Debian';

describe('smtpFailureOf', () => {
  it("sorts nodemailer's codes into the fixed failures", () => {
    const cases: [string, ReturnType<typeof smtpFailureOf>][] = [
      ['ECONNECTION', 'connect'],
      ['ESOCKET', 'connect'],
      ['ETIMEDOUT', 'connect'],
      ['EDNS', 'connect'],
      ['EPROTOCOL', 'notSmtp'],
      ['ETLS', 'tls'],
      ['EAUTH', 'signIn'],
      ['ENOAUTH', 'signIn'],
      ['EENVELOPE', 'recipient'],
      ['EMESSAGE', 'message'],
      ['ESTREAM', 'other'],
    ];
    for (const [code, failure] of cases) expect(smtpFailureOf(smtpError(code)), code).toBe(failure);
    expect(smtpFailureOf(new Error('no code'))).toBe('other');
    expect(smtpFailureOf(undefined)).toBe('other');
  });
});

describe('describeSmtpError', () => {
  it("never repeats what a service that is not SMTP said (the outbox's last error)", () => {
    const text = describeSmtpError(smtpError('EPROTOCOL', BANNER), { host: '127.0.0.1', port: 22 });
    expect(text).toBe('the server at 127.0.0.1:22 did not answer as an SMTP server');
  });
});
