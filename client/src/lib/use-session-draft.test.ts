// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, useSessionDraft } from './use-session-draft';

const KEY = 'pawnbook:draft:test';
const fresh = () => ({ name: '', amount: '', photo: null as string | null, weeks: '4' });

afterEach(() => window.sessionStorage.clear());

describe('useSessionDraft', () => {
  it('writes nothing for an untouched form, keeps each change, and gives it back to the next mount', () => {
    const first = renderHook(() => useSessionDraft(KEY, fresh));
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    act(() => first.result.current.setValues((v) => ({ ...v, name: 'Marcia', photo: '/objects/uploads/a' })));
    first.unmount();

    const second = renderHook(() => useSessionDraft(KEY, fresh));
    expect(second.result.current.restored).toBe(true);
    expect(second.result.current.values).toEqual({ name: 'Marcia', amount: '', photo: '/objects/uploads/a', weeks: '4' });
    act(() => second.result.current.discard());
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('lets the figures the page was opened with beat the draft', () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ name: 'Marcia', amount: '5000.00', weeks: '8' }));
    const { result } = renderHook(() => useSessionDraft(KEY, () => ({ ...fresh(), amount: '12000.00' }), { freshWins: ['amount'] }));
    expect(result.current.values).toMatchObject({ name: 'Marcia', amount: '12000.00', weeks: '8' });
  });

  it('takes from a stored draft only the fields the form still has, of the same kind', () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ name: 42, amount: '10.00', gone: 'x', photo: '/objects/uploads/b' }));
    expect(readDraft(KEY, fresh())).toEqual({ name: '', amount: '10.00', photo: '/objects/uploads/b', weeks: '4' });
    window.sessionStorage.setItem(KEY, 'not json');
    expect(readDraft(KEY, fresh())).toBeNull();
  });
});
