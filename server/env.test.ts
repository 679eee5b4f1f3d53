import { describe, expect, it } from 'vitest';
import { defaultPoolSize, EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults for npm start', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 5000, HOST: '0.0.0.0', APP_URL: 'http://localhost:5000', secureCookies: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/data$/);
  });

  it('splits ADMIN_NAME into first and last name once, here', () => {
    expect(parseEnv({}).adminName).toBeNull();
    expect(parseEnv({ ADMIN_NAME: '  ' }).adminName).toBeNull();
    expect(parseEnv({ ADMIN_NAME: 'Jane' }).adminName).toEqual({ firstName: 'Jane', lastName: null });
    expect(parseEnv({ ADMIN_NAME: ' Mary  Ann Smith ' }).adminName).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(() => parseEnv({ ADMIN_NAME: 'Bad\u0007Name' })).toThrow(/ADMIN_NAME: must not contain control characters/);
  });

  it('sizes the PostgreSQL pool at twice the cores, from 4 to 10, unless DATABASE_POOL_SIZE says', () => {
    expect([1, 2, 3, 5, 8].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 10, 10]);
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(defaultPoolSize());
    expect(parseEnv({ DATABASE_POOL_SIZE: '3' }).DATABASE_POOL_SIZE).toBe(3);
    for (const bad of ['0', '2.5', 'many', '101']) expect(() => parseEnv({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('hashes passwords at OWASP\'s argon2id cost unless told more; a lower cost only under NODE_ENV=test', () => {
    expect(parseEnv({}).passwordHashCost).toEqual({ memoryKib: 19_456, iterations: 2 });
    expect(parseEnv({ PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '3' }).passwordHashCost).toEqual({ memoryKib: 65_536, iterations: 3 });
    expect(() => parseEnv({ PASSWORD_HASH_MEMORY_KIB: '64' })).toThrow(/PASSWORD_HASH_MEMORY_KIB: must be at least 19456/);
    expect(() => parseEnv({ NODE_ENV: 'development', PASSWORD_HASH_ITERATIONS: '1' })).toThrow(/PASSWORD_HASH_ITERATIONS: must be at least 2/);
    expect(parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_ITERATIONS: '1' }).passwordHashCost).toEqual({ memoryKib: 64, iterations: 1 });
    for (const bad of ['0', 'lots', '1.5']) expect(() => parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: bad })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
  });

  it('turns on secure cookies for an https APP_URL', () => {
    expect(parseEnv({ APP_URL: 'https://loans.example.com/' })).toMatchObject({ APP_URL: 'https://loans.example.com', secureCookies: true });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres/],
    [{ APP_URL: 'ftp://x' }, /APP_URL/],
    [{ APP_SECRET: 'short' }, /APP_SECRET: must be at least 32/],
    [{ ADMIN_EMAIL: 'owner@example.com' }, /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough-1' }, /ADMIN_EMAIL: must be an e-mail/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('stops on %j with a message naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  const S3 = {
    S3_BUCKET: 'pawnbook',
    S3_ENDPOINT: 'https://s3.example.com/',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-access-key-value',
  };

  it('uses local disk without S3 settings and the bucket with all of them', () => {
    expect(parseEnv({}).s3).toBeNull();
    expect(parseEnv(S3).s3).toEqual({
      bucket: 'pawnbook',
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-access-key-value',
      forcePathStyle: true,
    });
    expect(parseEnv({ ...S3, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
  });

  it.each(Object.keys(S3))('requires the S3 variables together: stops when only %s is missing, naming it', (name) => {
    const source: Record<string, string> = { ...S3, [name]: '' };
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: must be set together with`));
  });

  it('stops on half an S3 configuration and on a bad S3 value, without echoing the secret', () => {
    expect(() => parseEnv({ S3_BUCKET: 'pawnbook' })).toThrow(/S3_ENDPOINT: must be set together with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY: must be set/);
    expect(() => parseEnv({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(() => parseEnv({ ...S3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    try {
      parseEnv({ S3_SECRET_ACCESS_KEY: 'secret-access-key-value' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/S3_BUCKET: must be set together with S3_SECRET_ACCESS_KEY/);
      expect((error as Error).message).not.toContain('secret-access-key-value');
    }
  });

  it('never echoes a secret in its message', () => {
    try {
      parseEnv({ APP_SECRET: 'too-short-secret' });
    } catch (error) {
      expect((error as Error).message).not.toContain('too-short-secret');
    }
  });

  const messageOf = (source: Record<string, string>): string => {
    try {
      parseEnv(source);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    return expect.unreachable('parseEnv accepted it');
  };

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('takes TRUST_PROXY=%j as the proxies to trust: %j (their addresses and ranges)', (given, trusted) => {
    expect(parseEnv(given === undefined ? {} : { TRUST_PROXY: given }).TRUST_PROXY).toEqual(trusted);
  });

  it.each([
    ['true', /TRUST_PROXY: true would believe any address a client writes/],
    // Earlier versions read 1 as true; Fastify reads a number as "trust nothing".
    ['1', /TRUST_PROXY: a number of proxies cannot tell a proxy from a client/],
    ['2', /TRUST_PROXY: a number of proxies/],
  ])('refuses TRUST_PROXY=%j, saying to give the proxy\'s address instead', (given, message) => {
    expect(messageOf({ TRUST_PROXY: given })).toMatch(message);
    expect(messageOf({ TRUST_PROXY: given })).toMatch(/TRUST_PROXY=127\.0\.0\.1 for a proxy on this machine/);
  });

  it.each(['yes', '-1', '1.5', '300.1.1.1', '10.0.0.0/33', '127.0.0.1,', 'proxy.example.com'])('refuses TRUST_PROXY=%j, naming it', (given) => {
    expect(messageOf({ TRUST_PROXY: given })).toMatch(/TRUST_PROXY: must be addresses or ranges/);
  });

  it.each([
    ['DATABASE_URL', 'mysql://pawnbook:Db-Pa55word@db.example.com:3306/pawnbook', 'mysql://***@db.example.com:3306/pawnbook'],
    ['DATABASE_URL', 'postgress://pawnbook:Db-Pa55word@db.example.com/pawnbook', 'postgress://***@db.example.com/pawnbook'],
    ['DATABASE_URL', 'db.example.com/pawnbook?user=pawnbook&password=Db-Pa55word', 'db.example.com/pawnbook?user=pawnbook&password=***'],
    ['DATABASE_URL', 'mysql://:Db-Pa55word@db.example.com/pawnbook', 'mysql://***@db.example.com/pawnbook'],
    ['APP_URL', 'ftp://admin:Db-Pa55word@loans.example.com', 'ftp://***@loans.example.com'],
    ['S3_ENDPOINT', 'not a url://key:Db-Pa55word@s3', '***@s3'],
  ])('names a bad %s without its credentials', (name, value, shown) => {
    const message = messageOf({ [name]: value });
    expect(message).toContain(`${name}:`);
    expect(message).not.toContain('Db-Pa55word');
    expect(message).toContain(shown);
  });
});
