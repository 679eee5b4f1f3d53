import { describe, expect, it } from 'vitest';
import { redactSettingValue, redactUrlCredentials } from './redact-credentials';

describe('redactSettingValue', () => {
  it.each([
    ['postgres://app:p@ss/w:rd@db:5432/pawnbook', 'postgres://***@db:5432/pawnbook'],
    ['app:secret@db/pawnbook', '***@db/pawnbook'],
    ['postgres://db/pawnbook?sslmode=require&password=secret', 'postgres://db/pawnbook?sslmode=require&password=***'],
    ['postgres://db/pawnbook', 'postgres://db/pawnbook'],
  ])('shows %s as %s', (value, shown) => {
    expect(redactSettingValue(value)).toBe(shown);
  });
});

describe('redactUrlCredentials', () => {
  it('hides the credentials of every URL in a message and keeps the rest', () => {
    expect(redactUrlCredentials('connect to postgres://app:secret@db:5432/x failed; tried https://k:s@s3.example.com too')).toBe(
      'connect to postgres://***@db:5432/x failed; tried https://***@s3.example.com too',
    );
    expect(redactUrlCredentials('getaddrinfo ENOTFOUND db.example.com')).toBe('getaddrinfo ENOTFOUND db.example.com');
  });
});
