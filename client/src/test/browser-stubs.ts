// jsdom has no layout, no media queries and no 2D canvas. These stand-ins answer like a desktop
// browser that draws nothing; our own components run unchanged on top of them.

/** A 2D context on which every drawing call is accepted and forgotten. */
function silentContext2d(): CanvasRenderingContext2D {
  // Text has no width without layout (the typed signature measures its name to fit it).
  const state: Record<PropertyKey, unknown> = { measureText: () => ({ width: 0 }) };
  return new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

// The first bytes of a PNG file, enough for anything that checks what it was given.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

class SilentResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installBrowserStubs(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver = SilentResizeObserver;
  window.scrollTo = () => undefined;
  HTMLCanvasElement.prototype.getContext = function getContext() {
    return silentContext2d();
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    callback(new Blob([PNG_BYTES], { type: type ?? 'image/png' }));
  };
}
