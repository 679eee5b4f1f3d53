import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

type TDraft = Record<string, unknown>;

/** sessionStorage is missing or full in some private modes: a draft is a help, never a failure. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The stored draft laid over the fresh values, field by field: only fields the form still has, of
 * the same kind (or null), so a draft from an older release cannot break the form.
 */
export function readDraft<T extends TDraft>(key: string, fresh: T): T | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const merged: TDraft = { ...fresh };
  for (const [name, value] of Object.entries(stored)) {
    if (!(name in fresh)) continue;
    const expected = fresh[name];
    if (value === null || expected === null || typeof value === typeof expected) merged[name] = value;
  }
  return merged as T;
}

export function discardDraft(key: string): void {
  storage()?.removeItem(key);
}

/**
 * Form state kept in this tab's sessionStorage while it is being typed, so a reload (a new
 * release, a page that went wrong offline) gives it back. Written from the first change on, never
 * for an untouched form; discard() or reset() on submit or cancel. sessionStorage ends with the
 * tab, so a shared counter computer does not keep one customer's details for the next.
 */
export function useSessionDraft<T extends TDraft>(key: string, fresh: () => T, options: { freshWins?: readonly (keyof T)[] } = {}) {
  const [initial] = useState(() => {
    const base = fresh();
    const draft = readDraft(key, base);
    if (!draft) return { values: base, restored: false };
    // Fields the page was opened with (the calculator's figures in the link) beat the draft's.
    for (const name of options.freshWins ?? []) {
      if (base[name] !== '' && base[name] !== null) draft[name] = base[name];
    }
    return { values: draft, restored: true };
  });
  const [values, setValues] = useState<T>(initial.values);
  // The values that are not a draft: the form as it opened, or as a reset left it.
  const untouched = useRef<T>(initial.values);

  useEffect(() => {
    if (values === untouched.current) return;
    try {
      storage()?.setItem(key, JSON.stringify(values));
    } catch {
      // Full or refused: the form still works, only without a draft.
    }
  }, [key, values]);

  /** Forgets the draft (sent or cancelled); the form is about to close. */
  const discard = useCallback(() => discardDraft(key), [key]);

  /** Forgets the draft and starts the form again from these values (a form that stays open). */
  const reset = useCallback(
    (next: T) => {
      discardDraft(key);
      untouched.current = next;
      setValues(next);
    },
    [key],
  );

  return { values, setValues: setValues as Dispatch<SetStateAction<T>>, discard, reset, restored: initial.restored };
}
