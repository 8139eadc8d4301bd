import { notFound } from "next/navigation";

// Unknown paths inside a locale (/de/nope) get the localized not-found page.
export default function CatchAllPage() {
  notFound();
}
