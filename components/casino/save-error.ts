/**
 * The words of a failed "Your casino" save: a store fault (issue 56 item 12: `unavailable`,
 * "nothing was changed, try again in a few seconds") and a limit say what they are, in the
 * drill's error words (the action is a learner action, as the drill's); anything else gets
 * the picker's own "That casino could not be saved".
 */
type T = (key: string) => string;

/** `tErrors` reads Drill.errors, `tYours` YourCasino. */
export const casinoSaveError = (code: string, tErrors: T, tYours: T): string =>
  code === "unavailable" || code === "rate-limited" ? tErrors(code) : tYours("error");
