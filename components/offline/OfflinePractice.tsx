"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { WayDocument } from "@/lib/engine";
import {
  fetchDeals,
  keepDeals,
  QUEUE_CHANNEL,
  queueCounts,
  refusedAttempts,
  type SyncOutcome,
  storedLearnerId,
  storeLearnerId,
  syncQueue,
} from "@/lib/offline/queue";
import type { RuleSet } from "@/lib/offline/rule-set";
import { SYNC_REFUSALS } from "@/lib/offline/schemas";
import { OfflineDrill } from "./OfflineDrill";
import { useOnline } from "./use-online";

/**
 * When the learner is asked for after the page opens: the drill's first deal makes it, and
 * until then the answer is "no learner" (lib/offline/actions.ts), so the page asks again.
 */
const LEARNER_DELAYS_MS = [1500, 3000, 6000, 12_000, 24_000];

type SyncState =
  | { status: "idle" }
  | { status: "syncing" }
  | { status: "synced"; stored: number; practiceOnly: number }
  | { status: "failed"; reason: string };

const REASONS = new Set<string>([
  "network",
  "rate-limited",
  "no-learner",
  "invalid-input",
  "unavailable",
  ...SYNC_REFUSALS,
]);

async function fetchLearnerId(): Promise<string | null> {
  try {
    const response = await fetch("/api/offline/learner", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const body = (await response.json()) as { status: string; learnerId?: string };
    return body.status === "learner" && body.learnerId ? body.learnerId : null;
  } catch {
    return null;
  }
}

/**
 * The practice page with and without a connection (issue 33). Online: the server's drill
 * (`children`), and the queue of hands practised offline synced at once and whenever the
 * connection returns. Offline: a banner saying what works and what does not, and the drill
 * dealt and graded on the device. Either way the learner sees how many hands wait to sync
 * and why a sync failed.
 */
export function OfflinePractice({
  children,
  ruleSet,
  document,
}: {
  children: ReactNode;
  /** The learner's casino when the page was last served: offline hands are graded under it. */
  ruleSet: RuleSet;
  /**
   * The rules of the learner's own way when their casino is one (else null): the device grades
   * under them (lib/offline/rule-set.ts offlineCasino).
   */
  document: WayDocument | null;
}) {
  const t = useTranslations("offline");
  const { way, variant } = ruleSet;
  const online = useOnline();
  const queryClient = useQueryClient();
  const [learnerId, setLearnerId] = useState<string | null>(null);
  const [counts, setCounts] = useState({ waiting: 0, refused: 0 });
  const [refusedReason, setRefusedReason] = useState<string | null>(null);
  const [sync, setSync] = useState<SyncState>({ status: "idle" });
  const syncing = useRef(false);

  const refresh = useCallback(async () => {
    try {
      setCounts(await queueCounts());
      const [first] = await refusedAttempts();
      setRefusedReason(first?.code ?? null);
    } catch {
      // No IndexedDB (private mode in some browsers): nothing is queued.
    }
  }, []);

  const runSync = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return;
    syncing.current = true;
    setSync({ status: "syncing" });
    let outcome: SyncOutcome;
    try {
      outcome = await syncQueue();
    } catch {
      outcome = { status: "failed", reason: "network", stored: 0 };
    }
    syncing.current = false;
    if (outcome.status === "failed") setSync({ status: "failed", reason: outcome.reason });
    else
      setSync(
        outcome.stored > 0
          ? { status: "synced", stored: outcome.stored, practiceOnly: outcome.practiceOnly }
          : { status: "idle" },
      );
    if (outcome.stored > 0) void queryClient.invalidateQueries({ queryKey: ["progress"] });
    await refresh();
  }, [queryClient, refresh]);

  // The learner this device practises as: the stored one at once, the server's when online.
  useEffect(() => {
    let cancelled = false;
    void storedLearnerId()
      .then((id) => {
        if (!cancelled && id) setLearnerId((current) => current ?? id);
      })
      .catch(() => {});
    if (!online) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const id = await fetchLearnerId();
      if (cancelled) return;
      if (id === null) {
        const delay = LEARNER_DELAYS_MS[attempt + 1];
        if (delay !== undefined) timer = setTimeout(() => void ask(attempt + 1), delay);
        return;
      }
      setLearnerId(id);
      await storeLearnerId(id).catch(() => {});
      await runSync();
      // The hands the server deals ahead for offline practice (after the sync, so none it just
      // stored comes back as unused).
      const batch = await fetchDeals({ way, variant });
      if (!cancelled && batch) await keepDeals(batch).catch(() => {});
    };
    timer = setTimeout(() => void ask(0), LEARNER_DELAYS_MS[0]);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [online, runSync, way, variant]);

  // Other tabs change the queue too.
  useEffect(() => {
    void refresh();
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(QUEUE_CHANNEL);
    channel.onmessage = () => void refresh();
    return () => channel.close();
  }, [refresh]);

  const reason = (code: string) =>
    t(`reasons.${REASONS.has(code) ? code : "other"}` as "reasons.other");
  const showQueue = counts.waiting > 0 || counts.refused > 0 || sync.status !== "idle" || !online;

  return (
    <div className="space-y-4">
      {!online ? (
        <div
          role="status"
          data-testid="offline-banner"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-stone-900"
        >
          <p className="font-semibold">{t("banner.title")}</p>
          <p className="mt-1">{t("banner.works")}</p>
          <p className="mt-1">{t("banner.needsConnection")}</p>
        </div>
      ) : null}
      {showQueue ? (
        <div
          data-testid="offline-queue"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-stone-200 bg-white p-3 text-sm text-stone-800"
        >
          <p aria-live="polite" data-testid="offline-queue-count">
            {t("queue.waiting", { count: counts.waiting })}
          </p>
          {sync.status === "syncing" ? <p>{t("queue.syncing")}</p> : null}
          {sync.status === "synced" ? (
            <p data-testid="offline-synced">{t("queue.synced", { count: sync.stored })}</p>
          ) : null}
          {sync.status === "synced" && sync.practiceOnly > 0 ? (
            <p data-testid="offline-synced-practice-only">
              {t("queue.practiceOnly", { count: sync.practiceOnly })}
            </p>
          ) : null}
          {sync.status === "failed" ? (
            <p role="alert" data-testid="offline-sync-failed">
              {t("queue.failed", { reason: reason(sync.reason) })}
            </p>
          ) : null}
          {counts.refused > 0 && refusedReason ? (
            <p role="alert" data-testid="offline-refused">
              {t("queue.refused", { count: counts.refused })} {reason(refusedReason)}
            </p>
          ) : null}
          {!online && learnerId === null ? <p>{t("queue.noLearner")}</p> : null}
          {online && counts.waiting > 0 ? (
            <button
              type="button"
              onClick={() => void runSync()}
              disabled={sync.status === "syncing"}
              className="rounded-md border border-felt-700 px-3 py-1.5 font-semibold text-felt-900 hover:bg-felt-50 disabled:opacity-50"
            >
              {t("queue.syncNow")}
            </button>
          ) : null}
        </div>
      ) : null}
      {online ? (
        children
      ) : (
        <OfflineDrill
          learnerId={learnerId}
          ruleSet={ruleSet}
          document={document}
          onQueued={() => void refresh()}
        />
      )}
    </div>
  );
}
