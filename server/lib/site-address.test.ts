import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { listenUrlOf, startupLine } from './site-address';

describe('listenUrlOf', () => {
  it('is the address HOST names, and localhost when HOST is every interface', () => {
    expect(listenUrlOf('127.0.0.1', 5000)).toBe('http://127.0.0.1:5000');
    expect(listenUrlOf('0.0.0.0', 5000)).toBe('http://localhost:5000');
    expect(listenUrlOf('::', 8080)).toBe('http://localhost:8080');
    expect(listenUrlOf('::1', 5000)).toBe('http://[::1]:5000');
    expect(listenUrlOf('[::1]', 5000)).toBe('http://[::1]:5000');
    expect(listenUrlOf('Pawn-Desk.local', 5000)).toBe('http://pawn-desk.local:5000');
  });

  it('is APP_URL when none is set, so HOST=127.0.0.1 no longer points people at localhost', () => {
    expect(parseEnv({ HOST: '127.0.0.1', PORT: '5050' }).APP_URL).toBe('http://127.0.0.1:5050');
    expect(parseEnv({ HOST: '::1' }).APP_URL).toBe('http://[::1]:5000');
    expect(parseEnv({}).APP_URL).toBe('http://localhost:5000');
    expect(parseEnv({ HOST: '127.0.0.1', APP_URL: 'https://loans.example.jm' }).APP_URL).toBe('https://loans.example.jm');
  });
});

describe('startupLine', () => {
  it('names the one address when APP_URL is where the server listens', () => {
    expect(startupLine({ appUrl: 'http://127.0.0.1:5000', listenUrl: 'http://127.0.0.1:5000', database: 'PostgreSQL' })).toBe(
      'Pawnbook is running at http://127.0.0.1:5000 (database: PostgreSQL)',
    );
  });

  it('names both when people use another address (a proxy, a domain): the one that answers here, and APP_URL', () => {
    expect(startupLine({ appUrl: 'https://loans.example.jm', listenUrl: 'http://localhost:5000', database: 'PostgreSQL' })).toBe(
      'Pawnbook is listening on http://localhost:5000; people open it at https://loans.example.jm (APP_URL) (database: PostgreSQL)',
    );
    expect(startupLine({ appUrl: 'http://localhost:5000', listenUrl: 'http://127.0.0.1:5000', database: 'PostgreSQL' })).toMatch(
      /^Pawnbook is listening on http:\/\/127\.0\.0\.1:5000; people open it at http:\/\/localhost:5000 \(APP_URL\)/,
    );
  });
});
