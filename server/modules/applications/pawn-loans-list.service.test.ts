import { describe, expect, it } from 'vitest';
import { listETag } from './pawn-loans-list.service';

describe('ETags', () => {
  const query = { status: 'all', search: '', page: 1, pageSize: 20 } as const;

  it('change with the data, the query and the release', () => {
    const tag = listETag('0.1.0', 7, query);
    expect(listETag('0.1.0', 7, query)).toBe(tag);
    expect(listETag('0.1.0', 8, query)).not.toBe(tag);
    expect(listETag('0.1.0', 7, { ...query, search: 'x' })).not.toBe(tag);
    expect(listETag('0.1.0', 7, { ...query, page: 2 })).not.toBe(tag);
    expect(listETag('0.2.0', 7, query)).not.toBe(tag);
  });
});
