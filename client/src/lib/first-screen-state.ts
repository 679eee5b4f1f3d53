import type { TViewportGuess } from './use-media-query';

// A page the server drew (/admin on Loan Applications, entry-server.tsx) carries, after its
// drawing, the query answers it was drawn from and the width it guessed, as JSON in
// <script type="application/json" id="first-screen"> (not run: the page's security policy allows
// no inline script). No React here: early.ts reads it too.

const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

export type TFirstScreenState = { state: unknown; viewport: TViewportGuess };

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
      read = { state: parsed.state, viewport: parsed.viewport };
    }
  } catch {
    // A broken state only costs the server's drawing: the browser draws the page afresh.
  }
  return read;
}

// A tap on a button of the drawing before the app has taken it over would do nothing: such taps
// are held (early.ts starts holding, before the app's scripts have arrived) and clicked again once
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

/** Stops holding and clicks again what was tapped meanwhile (what is still on the page). */
export function releaseHeldTaps(): void {
  document.removeEventListener('click', holdTap, true);
  for (const target of held.splice(0)) {
    if (target.isConnected) target.click();
  }
}
