import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, applicationStatusLabel, applicationStatusTone, STATUS_LABELS, STATUS_TONE } from './application-status';
import { STATUS_TONES } from './status-display';

describe('application status vocabulary', () => {
  it('gives every status a non-empty label and a known tone', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(STATUS_LABELS[status], status).toMatch(/\S/);
      expect(STATUS_TONES, status).toContain(STATUS_TONE[status]);
    }
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(Object.keys(STATUS_TONE).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('uses the spec wording of the tabs (Reviewed, not Under Review)', () => {
    expect(['submitted', 'reviewed', 'approved', 'rejected', 'active'].map(applicationStatusLabel)).toEqual(['Submitted', 'Reviewed', 'Approved', 'Rejected', 'Active']);
  });

  it('keeps a status it does not know readable and neutral', () => {
    expect(applicationStatusLabel('on_hold')).toBe('On hold');
    expect(applicationStatusLabel('')).toBe('Unknown');
    expect(applicationStatusLabel('constructor')).toBe('Constructor');
    expect(applicationStatusTone('on_hold')).toBe('neutral');
    expect(applicationStatusTone('toString')).toBe('neutral');
  });

  it('tells refusals and defaults apart from good news', () => {
    expect(applicationStatusTone('approved')).toBe('success');
    expect(applicationStatusTone('rejected')).toBe('danger');
    expect(applicationStatusTone('defaulted')).toBe('danger');
  });
});
