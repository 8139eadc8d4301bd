/**
 * The house way's hot path returns one integer: the two front positions and
 * the rule that chose them (RULES.md section 7's `N`, `2>N`, `3>N`).
 *
 *   bits 0-2 first front position, 3-5 second, 6-9 rule (1..10),
 *   10-11 the rule that sent the hand on (0, 2 or 3)
 */
export const codeFront = (code: number): [number, number] => [code & 7, (code >> 3) & 7];
export const codeRule = (code: number): number => (code >> 6) & 15;
export const codeFrom = (code: number): number => (code >> 10) & 3;
export const ruleLabel = (code: number): string =>
  codeFrom(code) ? `${codeFrom(code)}>${codeRule(code)}` : String(codeRule(code));
