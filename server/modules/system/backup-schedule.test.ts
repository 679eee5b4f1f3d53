import { describe, expect, it } from 'vitest';
import { backupFilenameOf, nextBackupRun } from './backup-schedule';

// Jamaica is UTC-5 all year: 02:00 in Kingston is 07:00 UTC.
describe('nextBackupRun (Jamaica time)', () => {
  it('is the next time of day for a daily schedule', () => {
    expect(nextBackupRun({ frequency: 'daily', time: '02:00' }, new Date('2026-03-10T06:59:00Z'), null).toISOString()).toBe('2026-03-10T07:00:00.000Z');
    expect(nextBackupRun({ frequency: 'daily', time: '02:00' }, new Date('2026-03-10T07:00:00Z'), null).toISOString()).toBe('2026-03-11T07:00:00.000Z');
  });

  it('uses the Jamaica calendar day, not the UTC one', () => {
    // 23:30 in Kingston on 10 March is 04:30 UTC on 11 March.
    expect(nextBackupRun({ frequency: 'daily', time: '23:45' }, new Date('2026-03-11T04:30:00Z'), null).toISOString()).toBe('2026-03-11T04:45:00.000Z');
  });

  it('is a week after the last run for a weekly schedule', () => {
    const last = new Date('2026-03-10T07:00:00Z');
    expect(nextBackupRun({ frequency: 'weekly', time: '02:00' }, new Date('2026-03-10T07:00:05Z'), last).toISOString()).toBe('2026-03-17T07:00:00.000Z');
  });

  it('is the same day next month, or its last day, for a monthly schedule', () => {
    expect(nextBackupRun({ frequency: 'monthly', time: '02:00' }, new Date('2026-01-31T07:00:05Z'), new Date('2026-01-31T07:00:00Z')).toISOString()).toBe('2026-02-28T07:00:00.000Z');
    expect(nextBackupRun({ frequency: 'monthly', time: '02:00' }, new Date('2026-12-15T07:00:05Z'), new Date('2026-12-15T07:00:00Z')).toISOString()).toBe('2027-01-15T07:00:00.000Z');
  });

  it('runs a missed weekly backup at the next time of day instead of never', () => {
    const last = new Date('2026-03-01T07:00:00Z');
    expect(nextBackupRun({ frequency: 'weekly', time: '02:00' }, new Date('2026-03-20T12:00:00Z'), last).toISOString()).toBe('2026-03-21T07:00:00.000Z');
  });
});

describe('backupFilenameOf', () => {
  it('names the Jamaica date and time, and numbers a second backup in the same minute', () => {
    expect(backupFilenameOf(new Date('2026-03-11T04:30:00Z'))).toBe('pawnbook-backup-2026-03-10-2330.json');
    expect(backupFilenameOf(new Date('2026-03-11T04:30:00Z'), 2)).toBe('pawnbook-backup-2026-03-10-2330-2.json');
  });
});
