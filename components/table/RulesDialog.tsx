"use client";

import { useTranslations } from "next-intl";
import { type RefObject, useImperativeHandle, useRef } from "react";
import {
  isCommissionFree,
  isFaceUpKey,
  ruleSetOf,
  useRuleSetLabel,
} from "@/components/casino/rule-set-label";
import { Link } from "@/i18n/navigation";

export interface RulesDialogHandle {
  open: () => void;
}

/**
 * The table's rules in brief, over the felt: opening it keeps the round as it is (and the
 * clock running; the server keeps the deadline). The full rule pages open in a new tab.
 */
export function RulesDialog({
  handle,
  decisionSeconds,
  commissionPercent,
  ruleSet,
}: {
  handle: RefObject<RulesDialogHandle | null>;
  decisionSeconds: number | null;
  commissionPercent: string;
  /** The table's casino rule set (`way/variant`): its way, its settlement. */
  ruleSet: string;
}) {
  const t = useTranslations("Table.rules");
  const rulesLabel = useRuleSetLabel();
  const free = isCommissionFree(ruleSet);
  const dialog = useRef<HTMLDialogElement>(null);
  // Where focus goes back to on close (issue 32: it fell to the page body): the element that
  // had it, or, when the "?" key opened the dialog with nothing focused, the Rules button.
  const opener = useRef<HTMLElement | null>(null);
  useImperativeHandle(
    handle,
    () => ({
      open: () => {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        dialog.current?.showModal();
      },
    }),
    [],
  );
  const returnFocus = () => {
    const back = opener.current?.isConnected
      ? opener.current
      : document.querySelector<HTMLElement>('[aria-keyshortcuts="?"]');
    back?.focus();
  };
  const points = [
    t("casino", { rules: rulesLabel(ruleSet) }),
    ...(isFaceUpKey(ruleSet) ? [t("faceUp")] : []),
    t("aim"),
    t("setting"),
    free ? t("compareFree") : t("compare", { commission: commissionPercent }),
    ...(free ? [t("pushHand", { variant: ruleSetOf(ruleSet).variant })] : []),
    t("copies"),
    t("foul"),
    t("joker"),
    decisionSeconds ? t("timer", { seconds: decisionSeconds }) : t("noTimer"),
    t("bonus"),
  ];
  return (
    <dialog
      ref={dialog}
      onClose={returnFocus}
      aria-labelledby="table-rules-title"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-stone-950/60"
    >
      <div className="max-h-[80vh] overflow-y-auto p-5">
        <h2 id="table-rules-title" className="text-xl font-bold text-felt-900">
          {t("title")}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700">
          {points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <Link
            href="/rules"
            target="_blank"
            rel="noopener"
            className="font-semibold text-felt-700 underline"
          >
            {t("fullRules")}
          </Link>
          <form method="dialog">
            <button
              type="submit"
              className="rounded-lg bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800"
            >
              {t("back")}
            </button>
          </form>
        </div>
      </div>
    </dialog>
  );
}
