/**
 * Who is signed in, as JSON, for the header's account link (a client component, so the
 * pages themselves stay static). Never cached; says nothing beyond the caller's own name and
 * role.
 */
import { getAuth } from "@/lib/auth/current";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

export interface SessionInfo {
  user: { username: string; role: string } | null;
}

export async function GET() {
  try {
    const auth = await getAuth();
    const body: SessionInfo = {
      user:
        auth.status === "signed-in" ? { username: auth.user.username, role: auth.user.role } : null,
    };
    return Response.json(body, { headers: noStore });
  } catch (error) {
    console.error("session query failed", error);
    return Response.json({ user: null }, { status: 500, headers: noStore });
  }
}
