/* global self, URL */
// The admin's service worker (docs/decisions/043-installable-admin-and-web-push.md): it shows a
// pushed new lead and opens it when tapped. It has no fetch handler and no cache: no page, and
// no lead, is ever kept on the device by it. Scope: the admin path only.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** An admin address (path and query) inside this worker's scope, or the admin's start. */
function adminUrl(candidate) {
  const scope = new URL(self.registration.scope);
  try {
    const url = new URL(candidate, scope);
    if (url.origin === scope.origin && url.pathname.startsWith(scope.pathname)) return url.href;
  } catch {
    // fall through
  }
  return scope.href;
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const scope = new URL(self.registration.scope).pathname;
  event.waitUntil(
    self.registration.showNotification(message.title || "ליד חדש", {
      body: message.body || "",
      tag: message.tag,
      lang: "he",
      dir: "rtl",
      icon: `${scope}/icons/192.png`,
      data: { url: adminUrl(message.url || scope) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = adminUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(new URL(self.registration.scope).origin) && "navigate" in client);
      if (open) {
        const focused = await open.focus();
        return focused.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
