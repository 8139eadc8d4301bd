"use client";

/** Prints the page; the Strategy page's print stylesheet keeps only its one-page card. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-lg border border-felt-700 px-3 py-1.5 text-sm font-semibold text-felt-800 hover:bg-felt-50 print:hidden"
    >
      {label}
    </button>
  );
}
