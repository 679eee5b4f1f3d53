import { describe, expect, it } from 'vitest';
import { dismissToast, getToastSnapshot, removeToast, subscribeToToasts, toast } from './toast';

describe('toast store', () => {
  it('keeps one toast: a new one replaces the old', () => {
    let calls = 0;
    const unsubscribe = subscribeToToasts(() => calls++);
    const first = toast({ title: 'One' });
    const second = toast({ title: 'Two', description: 'second', variant: 'destructive' });
    expect(getToastSnapshot()).toMatchObject({ id: second.id, title: 'Two', variant: 'destructive', open: true });
    expect(calls).toBe(2);

    // Closing the replaced toast must not close the newer one.
    first.dismiss();
    expect(getToastSnapshot()?.open).toBe(true);

    dismissToast(second.id);
    expect(getToastSnapshot()).toMatchObject({ id: second.id, open: false });
    removeToast(second.id);
    expect(getToastSnapshot()).toBeNull();
    unsubscribe();
  });
});
