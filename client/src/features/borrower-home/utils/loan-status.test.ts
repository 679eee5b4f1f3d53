import { describe, expect, it } from 'vitest';
import { getLoanStatus } from './loan-status';

describe('getLoanStatus', () => {
  it('maps known statuses and keeps unknown ones readable', () => {
    expect(getLoanStatus('approved')).toEqual({ label: 'Approved', variant: 'success' });
    expect(getLoanStatus('rejected').variant).toBe('destructive');
    expect(getLoanStatus('on_hold')).toEqual({ label: 'On hold', variant: 'outline' });
  });
});
