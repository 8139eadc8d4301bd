import Link from "next/link";
import { defaultLocale } from "@/lib/i18n/locales";

// Reached only by requests outside a known locale (e.g. /unknown.txt), so no translations.
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale}>
      <body className="grid min-h-dvh place-items-center bg-stone-50 p-6 font-sans text-stone-900">
        <main className="text-center">
          <h1 className="text-2xl font-bold">404 · Page not found</h1>
          <p className="mt-4">
            <Link href={`/${defaultLocale}`} className="text-felt-700 underline">
              Pai Gow Trainer
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
