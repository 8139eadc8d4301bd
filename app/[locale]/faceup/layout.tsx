import { type SegmentLayoutProps, SegmentMessages } from "@/components/layout/SegmentMessages";

/** Hands this segment's client components their messages (lib/i18n/client-messages.ts). */
export default function Layout(props: SegmentLayoutProps) {
  return <SegmentMessages segment="faceup" {...props} />;
}
