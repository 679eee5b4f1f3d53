import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary';

describe('pageSummary', () => {
  it('counts pages and the rows shown', () => {
    expect(pageSummary(1, 25, 0, 'No emails')).toEqual({ text: 'No emails', pages: 1 });
    expect(pageSummary(1, 25, 10, 'No emails')).toEqual({ text: 'Showing 1–10 of 10', pages: 1 });
    expect(pageSummary(2, 25, 61, 'No emails')).toEqual({ text: 'Showing 26–50 of 61', pages: 3 });
    expect(pageSummary(3, 25, 61, 'No emails')).toEqual({ text: 'Showing 51–61 of 61', pages: 3 });
  });

  it('groups thousands and keeps a page past the end inside the total', () => {
    expect(pageSummary(2, 20, 300_000, '')).toEqual({ text: 'Showing 21–40 of 300,000', pages: 15_000 });
    expect(pageSummary(9, 10, 30, '')).toEqual({ text: 'Showing 30–30 of 30', pages: 3 });
  });

  it('marks a capped total as a lower bound', () => {
    expect(pageSummary(1, 20, 1000, '', true)).toEqual({ text: 'Showing 1–20 of 1,000+', pages: 50 });
    expect(pageSummary(1, 20, 1000, '', false).text).toBe('Showing 1–20 of 1,000');
  });
});
