import type { ReactNode } from "react";

/** Heading and intro shared by the section pages, so each one starts the same way. */
export function PageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    // Tighter on a phone, so a page's first working part (the practice table) shows sooner.
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-felt-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-base text-stone-600 sm:mt-3 sm:text-lg">{intro}</p>
      {children ? <div className="mt-5 sm:mt-8">{children}</div> : null}
    </div>
  );
}
