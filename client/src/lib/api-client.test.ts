import { describe, expect, it } from 'vitest';
import { isAbortError, isNetworkError, readErrorMessage, readErrorStatus } from './api-client';

describe('readErrorMessage', () => {
  it("extracts the server's { message } from a '<status>: <body>' error", () => {
    expect(readErrorMessage(new Error('401: {"message":"Invalid email or password"}'))).toBe('Invalid email or password');
  });
  it('returns plain body text as is', () => {
    expect(readErrorMessage(new Error('503: Service Unavailable'))).toBe('Service Unavailable');
  });
  it('ignores HTML error pages and JSON without a message', () => {
    expect(readErrorMessage(new Error('502: <html><body>Bad gateway</body></html>'))).toBeNull();
    expect(readErrorMessage(new Error('400: {"error":"x"}'))).toBeNull();
  });
  it('is null for errors that are not HTTP answers', () => {
    expect(readErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(readErrorMessage('nope')).toBeNull();
  });
});

describe('readErrorStatus', () => {
  it('reads the status prefix', () => {
    expect(readErrorStatus(new Error('401: {"message":"Not signed in"}'))).toBe(401);
    expect(readErrorStatus(new Error('something else'))).toBeNull();
  });
});

describe('error kinds', () => {
  it('tells network failures and aborts apart', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new Error('500: x'))).toBe(false);
    expect(isAbortError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('x'))).toBe(false);
  });
});
