/**
 * `tsx scripts/pg-test-template.ts NAME`: makes NAME on the cluster of DATABASE_URL a database
 * migrated to this tree's schema; `npm run test:pg` copies every test store from it
 * (lib/db/test-store.ts).
 */
import { createTestTemplate } from "@/lib/db/test-store";

const url = process.env.DATABASE_URL;
const name = process.argv[2];
if (!url || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error("usage: DATABASE_URL=postgres://... tsx scripts/pg-test-template.ts NAME");
  process.exit(2);
}
await createTestTemplate(url, name);
