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
    self.registration
      .showNotification(message.title || "ליד חדש", {
        body: message.body || "",
        tag: message.tag,
        lang: "he",
        dir: "rtl",
        icon: `${scope}/icons/192.png`,
        data: { url: adminUrl(message.url || scope) },
      })
      .then(badgeTheNotifications),
  );
});

/** The app's badge: how many notifications wait unopened (the open admin tab counts its unseen leads itself). */
async function badgeTheNotifications() {
  if (!("setAppBadge" in self.navigator)) return;
  const waiting = await self.registration.getNotifications();
  await (waiting.length ? self.navigator.setAppBadge(waiting.length) : self.navigator.clearAppBadge()).catch(() => undefined);
}

self.addEventListener("notificationclose", (event) => event.waitUntil(badgeTheNotifications()));

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(badgeTheNotifications());
  const url = adminUrl(event.notification.data && event.notification.data.url);
  const scope = self.registration.scope;
  event.waitUntil(
    (async () => {
      // An admin window this worker controls is brought forward and shown the lead; else a new one.
      const windows = await self.clients.matchAll({ type: "window" });
      const admin = windows.find((client) => client.url.startsWith(scope) && "navigate" in client);
      if (admin) {
        try {
          const focused = await admin.focus();
          await focused.navigate(url);
          return;
        } catch {
          // fall through: open the lead in a window of its own
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
