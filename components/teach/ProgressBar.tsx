/** A small bar of `done` out of `total`, green when complete (decorative: say it in text too). */
export function ProgressBar({
  done,
  total,
  className = "w-24",
}: {
  done: number;
  total: number;
  className?: string;
}) {
  const complete = done >= total;
  return (
    <span aria-hidden="true" className={`h-2 overflow-hidden rounded bg-stone-200 ${className}`}>
      <span
        className={`block h-full ${complete ? "bg-felt-600" : "bg-chip-500"}`}
        style={{ width: `${Math.min(100, (100 * done) / Math.max(1, total))}%` }}
      />
    </span>
  );
}
