import { describe, expect, it } from 'vitest';
import { agingBucketOf, priorityForDays } from './collections';
import { isCalendarDay } from './fields';

describe('collection rules', () => {
  it('puts days past due in the aging buckets at their edges', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(agingBucketOf)).toEqual([null, '1-30', '1-30', '31-60', '31-60', '61-90', '61-90', '90+', '90+']);
  });

  it('derives priority from days past due', () => {
    expect([1, 7, 8, 30, 31, 60, 61].map(priorityForDays)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'urgent']);
  });

  it('takes real calendar days only', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026', ''].map(isCalendarDay)).toEqual([false, false, false, false, false]);
  });
});
