// A tiny store behind toast(): callable from anywhere (query callbacks, plain functions), rendered by
// the single <Toaster />. Only one toast is visible at a time; a new one replaces the old (spec).

export type TToastVariant = 'default' | 'destructive';

export type TToastInput = {
  title: string;
  description?: string;
  variant?: TToastVariant;
  /** Milliseconds before it closes by itself. */
  duration?: number;
  /** A link to where the matter can be put right (e.g. Email Settings), shown under the text. */
  action?: TToastAction;
  /** A document the toast offers, opened in a new tab (e.g. the receipt for the counter's 80 mm printer). */
  link?: TToastAction;
};

/** A labelled address: an action opens in the app, a link (a document) in a new tab. */
export type TToastAction = { label: string; href: string };

export type TToast = {
  id: number;
  title: string;
  description: string | undefined;
  variant: TToastVariant;
  duration: number;
  action: TToastAction | undefined;
  link: TToastAction | undefined;
  open: boolean;
};

type TListener = () => void;

let current: TToast | null = null;
let nextId = 1;
const listeners = new Set<TListener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast({ title, description, variant = 'default', duration, action, link }: TToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = {
    id,
    title,
    description,
    variant,
    // A toast with a link stays long enough to be read and followed.
    duration: duration ?? (variant === 'destructive' || action || link ? 8000 : 5000),
    action,
    link,
    open: true,
  };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with this id (or whichever is showing); a newer toast is left alone. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

/** Forgets a closed toast once its exit animation is done. */
export function removeToast(id: number): void {
  if (current?.id !== id || current.open) return;
  current = null;
  emit();
}

export function subscribeToToasts(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToastSnapshot(): TToast | null {
  return current;
}
