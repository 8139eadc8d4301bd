/** Rule page slugs are their file names in content/rules: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The anchor of house-way rule N on the house-way page ("rule-8"); "3>8" names rule 8. */
export function ruleAnchor(rule: string | number): string {
  const numbers = String(rule).match(/\d+/g);
  return `rule-${numbers?.at(-1) ?? ""}`;
}

/** The house-way page: it shows the chosen casino's way (`?casino=`). */
export const HOUSE_WAY_SLUG = "house-way";
