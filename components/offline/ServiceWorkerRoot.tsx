"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

/** The files this page loaded before the worker controlled it, for the worker to keep. */
function visitedUrls(): string[] {
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
  return [location.href, ...files];
}

/** How long Reload waits for the new version to take over before it reloads regardless. */
const RELOAD_FALLBACK_MS = 8_000;

/**
 * Registers the service worker (public/sw.js, scripts/build-offline.ts) in production builds,
 * hands it the files this page loaded before it took control, and offers a reload when a new
 * version waits: the new worker takes over only when the learner reloads, so an open page
 * never loses the chunks it was built with.
 */
export function ServiceWorkerRoot() {
  const t = useTranslations("offline.update");
  // A newer version is installed and waits (its worker), or took over from another tab (true).
  const [waiting, setWaiting] = useState<ServiceWorker | true | null>(null);
  const reloadAsked = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    const sw = navigator.serviceWorker;
    let controlled = sw.controller !== null;
    const onControllerChange = () => {
      // This tab asked for the new version: reload onto it. Another tab did: offer the reload
      // here too (this page's chunks are still in the cache). The first worker taking an
      // uncontrolled page is no new version.
      if (reloadAsked.current) location.reload();
      else if (controlled && !cancelled) setWaiting(true);
      controlled = true;
    };
    sw.addEventListener("controllerchange", onControllerChange);
    void (async () => {
      try {
        const registration = await sw.register("/sw.js", { scope: "/" });
        const offer = (worker: ServiceWorker | null) => {
          if (!cancelled && worker && sw.controller) setWaiting(worker);
        };
        offer(registration.waiting);
        registration.addEventListener("updatefound", () => {
          const installing = registration.installing;
          installing?.addEventListener("statechange", () => {
            if (installing.state === "installed") offer(installing);
          });
        });
        const ready = await sw.ready;
        ready.active?.postMessage({ type: "keep", urls: visitedUrls() });
      } catch {
        // No worker (private mode, an old browser): the app works online as before.
      }
    })();
    return () => {
      cancelled = true;
      sw.removeEventListener("controllerchange", onControllerChange);
    };
  }, []);

  const reload = () => {
    if (waiting === true || waiting === null) {
      location.reload();
      return;
    }
    reloadAsked.current = true;
    waiting.postMessage({ type: "skip-waiting" });
    // The new worker takes over (and controllerchange reloads) once the old one has no request
    // in flight. Should that not come soon (one CI run waited 30 s in vain), reload anyway: the
    // reload ends this page's requests, and the page that loads is the new version's or, at
    // worst, offers the reload again. Never a button that does nothing.
    window.setTimeout(() => location.reload(), RELOAD_FALLBACK_MS);
  };

  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-3 bg-felt-900 px-4 py-3 text-sm text-white print:hidden"
    >
      <span>{t("available")}</span>
      <button
        type="button"
        className="rounded-md bg-white px-3 py-1.5 font-semibold text-felt-900 hover:bg-stone-100"
        onClick={reload}
      >
        {t("reload")}
      </button>
    </div>
  );
}
