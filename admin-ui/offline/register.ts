/**
 * The first script's part of the offline app (docs/decisions/offline-app.md), a few bytes: the service worker
 * (/sw.js, api/spa/installable.ts) is registered where the browser allows one (a secure context: HTTPS, or
 * localhost), and the outbox (./outbox.ts, a chunk of its own) is loaded after the page to send what waits in it.
 */
export function startOfflineApp(): void {
  if (typeof window === "undefined") return;
  addEventListener("load", () => {
    if (window.isSecureContext && "serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    // Entries kept while offline are sent on load too, not only when the browser says it is back online.
    import("./outbox").then((outbox) => outbox.startSending(), () => undefined);
  });
}
