import type { ReactNode } from "react";
import "./globals.css";

// The real document (<html lang>) lives in app/[locale]/layout.tsx. This pass-through exists
// because app/not-found.tsx, which catches requests outside any locale, needs a root layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
