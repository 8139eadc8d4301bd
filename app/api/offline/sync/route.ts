import { jsonRoute } from "@/lib/http/json-route";
import { syncAction } from "@/lib/offline/actions";
import { SYNC_MAX_BYTES } from "@/lib/offline/schemas";

export const POST = jsonRoute((input) => syncAction(input), { maxBytes: SYNC_MAX_BYTES });
