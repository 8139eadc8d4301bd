import type { ReactNode } from "react";

/** One column of a round log's header: its label, right-aligned when it holds amounts. */
export interface LogColumn {
  label: ReactNode;
  amount?: boolean;
}

/** The header row the round logs share (the learner's table log, a class table's rounds). */
export function LogColumnHeads({ columns }: { columns: readonly LogColumn[] }) {
  return (
    <thead>
      <tr className="border-b border-stone-200 text-left text-xs tracking-wide text-stone-500 uppercase">
        {columns.map((column, k) => (
          // The columns are fixed for a page: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <th key={k} scope="col" className={column.amount ? "px-3 py-2 text-right" : "px-3 py-2"}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
