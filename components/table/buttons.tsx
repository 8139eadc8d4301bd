/** The table's button styles and the key hint drawn inside a button. */
export const buttonBase =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-45";
export const primary = `${buttonBase} bg-chip-400 text-felt-950 hover:bg-chip-500`;
export const secondary = `${buttonBase} bg-felt-950/40 text-white hover:bg-felt-950/60`;
export const light = `${buttonBase} bg-white text-felt-900 hover:bg-felt-50`;

/** A key's name beside a button's label (hidden on phones, which have no keys). */
export function Kbd({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="hidden sm:inline">
      <kbd className="rounded border border-current/30 px-1 font-sans text-[0.65rem] leading-4 opacity-80">
        {children}
      </kbd>
    </span>
  );
}
