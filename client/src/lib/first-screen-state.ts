import type { TViewportGuess } from './use-media-query';

// A page the server drew (/admin on Loan Applications, entry-server.tsx) carries, after its
// drawing, the query answers it was drawn from and the width it guessed, as JSON in
// <script type="application/json" id="first-screen"> (not run: the page's security policy allows
// no inline script). No React here: early.ts reads it too.

const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** `merges`: the class merges the drawing made (lib/cn.ts knowMerges). */
export type TFirstScreenState = { state: unknown; viewport: TViewportGuess; merges: Array<[string, string]> };

const isMerge = (value: unknown): value is [string, string] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string';

let read: TFirstScreenState | null | undefined;

/** The server's first screen of this page, or null when the browser draws the page itself. */
export function firstScreenState(): TFirstScreenState | null {
  if (read !== undefined) return read;
  read = null;
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return read;
  try {
    const parsed = JSON.parse(text) as Partial<TFirstScreenState>;
    if (parsed && typeof parsed === 'object' && parsed.state && (parsed.viewport === 'phone' || parsed.viewport === 'desktop')) {
      // Merges are only a head start: a page without good ones is taken over all the same.
      const merges = Array.isArray(parsed.merges) ? parsed.merges.filter(isMerge) : [];
      read = { state: parsed.state, viewport: parsed.viewport, merges };
    }
  } catch {
    // A broken state only costs the server's drawing: the browser draws the page afresh.
  }
  return read;
}

/** The scripts of a drawn page, which it does not ask for itself (server/lib/first-screen.ts drawnPageOf). */
export type TAppFiles = { entry: string; files: string[] };

/** The app's entry and the files it announced, from #app-files, or null where the page has none. */
export function appFiles(): TAppFiles | null {
  const text = document.getElementById('app-files')?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<TAppFiles>;
    const isFile = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/assets/');
    if (!isFile(parsed.entry) || !Array.isArray(parsed.files) || !parsed.files.every(isFile)) return null;
    return { entry: parsed.entry, files: parsed.files };
  } catch {
    return null;
  }
}

// A tap on a button of the drawing before the app has taken it over would do nothing: such taps
// are held (early.ts starts holding, before the app's scripts have arrived) and tapped again once
// the app has taken the page over (main.tsx), when React acts on them. Links need no app and go.
const TAPPABLE = 'button, [role="button"], [role="tab"], [role="menuitem"]';
const held: HTMLElement[] = [];

function holdTap(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
  if (!target || !document.getElementById('root')?.contains(target)) return;
  // A button in a form would otherwise submit the form the old way, reloading the page.
  event.preventDefault();
  event.stopPropagation();
  held.push(target);
}

/** From now until releaseHeldTaps, a tap on a button of the page is held instead of lost. */
export function holdTaps(): void {
  document.addEventListener('click', holdTap, true);
}

/**
 * A tap on `target` as the browser sends it: the pointer and mouse going down and up, then the
 * click. Some controls act on the pointer going down, not on the click (a Radix menu's button).
 */
function tapAgain(target: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: window };
  const up = { ...init, buttons: 0 };
  const pointer = (type: string, options: MouseEventInit) =>
    typeof PointerEvent === 'function' ? new PointerEvent(type, { ...options, pointerId: 1, pointerType: 'mouse', isPrimary: true }) : new MouseEvent(type, options);
  target.dispatchEvent(pointer('pointerdown', init));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  target.dispatchEvent(pointer('pointerup', up));
  target.dispatchEvent(new MouseEvent('mouseup', up));
  target.click();
}

/** Stops holding and taps again what was tapped meanwhile (what is still on the page). */
export function releaseHeldTaps(): void {
  document.removeEventListener('click', holdTap, true);
  for (const target of held.splice(0)) {
    if (target.isConnected) tapAgain(target);
  }
}
