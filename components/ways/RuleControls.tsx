"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { type RANK_TOKENS, rankRange, type WayDocument, type WayRules } from "@/lib/engine";
import type { Translate } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { rankRangeWords } from "@/lib/rules/casino-way-words";
import {
  ACE_PAIR_CHOICES,
  ACE_PAIR_PLAYS,
  aceWithPairOf,
  FULL_HOUSE_CHOICES,
  keepChoices,
  keepKey,
  keepOf,
  NO_PAIR_CHOICES,
  QUAD_ACES_CHOICES,
  type RuleKey,
  withCurrent,
} from "@/lib/ways/editor";

type Change = <K extends RuleKey>(key: K, rule: WayRules[K]) => void;

/** A range ("7-T", "K") in words: "sevens to tens", "kings". */
function rangeWords(game: Translate, range: string): string {
  const r = rankRange(range);
  return r ? rankRangeWords(game, r[0], r[1]) : range;
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full max-w-xl rounded border border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The form controls of one hand type's rule, in the document's vocabulary. */
export function RuleControls({
  section,
  doc,
  onChange,
}: {
  section: RuleKey;
  doc: WayDocument;
  onChange: Change;
}) {
  const t = useTranslations("WayEditor");
  const game = useGameTranslate();
  const rank = (token: string) => game(`Game.ranks.${token}`);
  const keepWords = (kind: "keepQuads" | "keepPairs", key: string) => {
    const [what, value = ""] = key.split(":");
    if (what === "single") return t(`${kind}.single`, { rank: rank(value) });
    if (what === "front")
      return t(`${kind}.front`, { high: rank(value.charAt(0)), low: rank(value.charAt(1)) });
    return t(`${kind}.${what as "always" | "never"}`);
  };
  const r = doc.rules;

  switch (section) {
    case "straights": {
      const s = r.straights;
      const ace = aceWithPairOf(s);
      const pairs = ace?.pairs ?? "none";
      return (
        <div className="space-y-3">
          <p className="text-sm text-stone-600">{t("straights.always")}</p>
          <Select
            label={t("straights.aceJokerLabel")}
            value={s.aceJokerBehind ? "yes" : "no"}
            options={[
              { value: "no", label: t("straights.aceJokerNo") },
              { value: "yes", label: t("straights.aceJokerYes") },
            ]}
            onChange={(v) => onChange("straights", { ...s, aceJokerBehind: v === "yes" })}
          />
          <Select
            label={t("straights.acePairLabel")}
            value={pairs}
            options={withCurrent(ACE_PAIR_CHOICES, pairs).map((v) => ({
              value: v,
              label:
                v === "none"
                  ? t("straights.acePairNone")
                  : t("straights.acePairRanks", { ranks: rangeWords(game, v) }),
            }))}
            onChange={(v) =>
              onChange("straights", {
                ...s,
                aceInFrontWithPair:
                  v === "none" ? null : { pairs: v, play: ace?.play ?? "when-higher" },
              })
            }
          />
          {ace ? (
            <Select
              label={t("straights.playLabel")}
              value={ace.play}
              options={ACE_PAIR_PLAYS.map((p) => ({ value: p, label: t(`straights.plays.${p}`) }))}
              onChange={(v) =>
                onChange("straights", {
                  ...s,
                  aceInFrontWithPair: { pairs: ace.pairs, play: v as typeof ace.play },
                })
              }
            />
          ) : null}
        </div>
      );
    }
    case "five-aces":
      return (
        <Select
          label={t("fiveAces.label")}
          value={r["five-aces"].kingsInFront ? "kings" : "aces"}
          options={[
            { value: "kings", label: t("fiveAces.kings") },
            { value: "aces", label: t("fiveAces.aces") },
          ]}
          onChange={(v) =>
            onChange("five-aces", { option: "aces-in-front", kingsInFront: v === "kings" })
          }
        />
      );
    case "quads-pair": {
      const value = r["quads-pair"].acesSplitUnless ?? "none";
      return (
        <Select
          label={t("quadAces.label")}
          value={value}
          options={withCurrent(QUAD_ACES_CHOICES, value).map((v) => ({
            value: v,
            label:
              v === "none"
                ? t("quadAces.none")
                : t("quadAces.split", { ranks: rangeWords(game, v) }),
          }))}
          onChange={(v) =>
            onChange(
              "quads-pair",
              v === "none"
                ? { option: "pair-in-front" }
                : { option: "pair-in-front", acesSplitUnless: v },
            )
          }
        />
      );
    }
    case "quads":
      return (
        <div className="space-y-3">
          {r.quads.bands.map((band, b) => (
            <Select
              key={band.ranks}
              label={t("quads.band", { ranks: rangeWords(game, band.ranks) })}
              value={keepKey(band.keep)}
              options={keepChoices(band.keep).map((k) => ({
                value: k,
                label: keepWords("keepQuads", k),
              }))}
              onChange={(v) =>
                onChange("quads", {
                  option: "by-rank",
                  bands: r.quads.bands.map((x, i) => (i === b ? { ...x, keep: keepOf(v) } : x)),
                })
              }
            />
          ))}
        </div>
      );
    case "full-house": {
      const ak = r["full-house"].aceKingInFront;
      const value = ak ? ak.pairAtMost : "none";
      return (
        <Select
          label={t("fullHouse.label")}
          value={value}
          options={withCurrent(FULL_HOUSE_CHOICES, value).map((v) => ({
            value: v,
            label:
              v === "none"
                ? t("fullHouse.none")
                : t("fullHouse.aceKing", {
                    ranks: rangeWords(game, v === "2" ? "2" : `2-${v}`),
                  }),
          }))}
          onChange={(v) =>
            onChange("full-house", {
              option: "pair-in-front",
              aceKingInFront:
                v === "none" ? null : { pairAtMost: v as (typeof RANK_TOKENS)[number] },
            })
          }
        />
      );
    }
    case "trips":
      return (
        <Select
          label={t("trips.label")}
          value={r.trips.tripAces}
          options={(["ace-and-highest-single", "two-highest-singles"] as const).map((v) => ({
            value: v,
            label: t(`trips.${v}`),
          }))}
          onChange={(v) =>
            onChange("trips", {
              option: "two-highest-singles",
              tripAces: v as WayRules["trips"]["tripAces"],
            })
          }
        />
      );
    case "two-pair":
      return (
        <div className="space-y-4">
          {r["two-pair"].cases.map((c, i) => {
            const set = (next: typeof c) =>
              onChange("two-pair", {
                option: "by-pairs",
                cases: r["two-pair"].cases.map((x, j) => (j === i ? next : x)),
              });
            const label = t("twoPair.case", {
              high: rangeWords(game, c.high),
              low: rangeWords(game, c.low),
            });
            const unless = c.straightUnless === undefined ? "none" : keepKey(c.straightUnless);
            return (
              <div
                key={`${c.high}/${c.low}`}
                className="space-y-2 border-l-2 border-stone-200 pl-3"
              >
                <Select
                  label={label}
                  value={keepKey(c.keep)}
                  options={keepChoices(c.keep).map((k) => ({
                    value: k,
                    label: keepWords("keepPairs", k),
                  }))}
                  onChange={(v) => set({ ...c, keep: keepOf(v) })}
                />
                <Select
                  label={`${label}: ${t("twoPair.straightLabel")}`}
                  value={unless}
                  options={[
                    { value: "none", label: t("twoPair.straightNone") },
                    ...keepChoices(c.straightUnless).map((k) => ({
                      value: k,
                      label: t("twoPair.straightUnless", { keep: keepWords("keepPairs", k) }),
                    })),
                  ]}
                  onChange={(v) => {
                    const { straightUnless: _, ...rest } = c;
                    set(v === "none" ? rest : { ...rest, straightUnless: keepOf(v) });
                  }}
                />
              </div>
            );
          })}
        </div>
      );
    case "no-pair": {
      const [p, q] = r["no-pair"].positions;
      const value = `${p},${q}`;
      return (
        <Select
          label={t("noPair.label")}
          value={value}
          options={withCurrent(NO_PAIR_CHOICES, value).map((v) => {
            const [first = "", second = ""] = v.split(",");
            return {
              value: v,
              label: NO_PAIR_CHOICES.includes(v)
                ? t(`noPair.${v as "2,3"}`)
                : t("noPair.other", { first, second }),
            };
          })}
          onChange={(v) => {
            const [a = 2, b = 3] = v.split(",").map(Number);
            onChange("no-pair", { option: "singles-in-front", positions: [a, b] });
          }}
        />
      );
    }
    default:
      return (
        <p className="text-sm text-stone-600">
          {t(`fixed.${section}`)} <span className="text-stone-500">{t("fixed.note")}</span>
        </p>
      );
  }
}
