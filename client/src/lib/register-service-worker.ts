/** Registers /sw.js once the page has loaded, in production builds only (dev must see fresh files). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => {
      console.warn('Service worker registration failed', err);
    });
  };
  // The app boots from a dynamic import, which may finish after the load event has fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
