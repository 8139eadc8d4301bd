/** The app's door to the database. `server-only` makes a client-bundle import a build error. */
import "server-only";

export { type Db, getDb } from "./client";
