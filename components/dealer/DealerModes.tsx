"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Way } from "@/lib/engine";
import { DealerDrill } from "./DealerDrill";
import { WatchdogDrill } from "./WatchdogDrill";

type Mode = "set" | "watchdog";

/**
 * The dealer's drill's two modes (issue 54 item 2): set the dealer's hand by the house way, or
 * watch a dealer's table and catch the hands set wrongly. Radio buttons: arrow keys switch.
 */
export function DealerModes({
  way,
  canDiffer,
  ruleSet,
}: {
  way: Way;
  canDiffer: boolean;
  /** The learner's casino (`way/variant`), sent with the watchdog's deal. */
  ruleSet: string;
}) {
  const t = useTranslations("DealerDrill.watchdog");
  const [mode, setMode] = useState<Mode>("set");
  return (
    <div className="space-y-5">
      <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-stone-300 p-3">
        <legend className="px-1 font-semibold">{t("modeSwitch")}</legend>
        {(["set", "watchdog"] as const).map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="dealer-drill-mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
              data-testid={`dealer-mode-${m}`}
            />
            {m === "set" ? t("modeSet") : t("modeWatchdog")}
          </label>
        ))}
      </fieldset>
      {mode === "set" ? (
        <DealerDrill way={way} canDiffer={canDiffer} />
      ) : (
        <WatchdogDrill way={way} ruleSet={ruleSet} />
      )}
    </div>
  );
}
