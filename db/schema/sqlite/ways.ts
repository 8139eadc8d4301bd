/**
 * The house ways' SQLite table: defined once, for both dialects, in db/schema/ways.ts through
 * the SQLite column kit.
 */
import { sqliteKit } from "../columns";
import { waysSchema } from "../ways";
import { users } from "./auth";

export const { houseWays, wayRuns } = waysSchema(sqliteKit, users);

export type HouseWayRow = typeof houseWays.$inferSelect;
export type NewHouseWayRow = typeof houseWays.$inferInsert;
export type WayRunRow = typeof wayRuns.$inferSelect;
