import { getLocale, getTranslations } from "next-intl/server";
import { CASINO_PARAM } from "@/lib/casino/choice";
import { WAYS, type Way } from "@/lib/engine";

/**
 * Which casino's house way the page shows: a GET form, so the choice is an address
 * (`/rules/house-way?casino=foxwoods-standard`) and works without JavaScript. Only the way
 * matters to how the dealer sets, so each way is offered once (its 5% game's name).
 */
export async function HouseWayPicker({ current }: { current: Way }) {
  const t = await getTranslations("Rules.casinoWay");
  const tWays = await getTranslations("CasinosPage.ways");
  const locale = await getLocale();
  return (
    <form
      action={`/${locale}/rules/house-way`}
      method="get"
      className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
      data-testid="house-way-picker"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="house-way-casino" className="text-sm font-semibold text-felt-900">
          {t("pickerLabel")}
        </label>
        <select
          id="house-way-casino"
          name={CASINO_PARAM}
          defaultValue={`${current}-standard`}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
        >
          {WAYS.map((way) => (
            <option key={way} value={`${way}-standard`}>
              {tWays(way)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-lg bg-felt-700 px-4 py-2 text-sm font-semibold text-white hover:bg-felt-800"
      >
        {t("pickerSubmit")}
      </button>
    </form>
  );
}
