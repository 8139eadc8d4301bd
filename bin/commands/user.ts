/**
 * `paigow user create --username NAME --password PW [--role student|teacher|admin] [--email E]`
 * makes an account (the first admin is made this way); `paigow user set-role --username NAME
 * --role ROLE` changes one's role. The password may come on stdin instead of --password, so
 * it stays out of the shell history. DATABASE_PATH or DATABASE_URL as for the app.
 */
import { createUser } from "../../lib/auth/accounts";
import { isRole, ROLES } from "../../lib/auth/roles";
import { passwordSchema, usernameSchema } from "../../lib/auth/schemas";
import { findUserByUsername, updateRole } from "../../lib/db/auth";
import { closeStore, openStore } from "../../lib/db/client";
import { withTx } from "../../lib/db/store";
import { parseFlags, UsageError } from "../cli-support";

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, "");
}

/** The schemas' error codes, in words for the terminal. */
const WORDS: Record<string, string> = {
  "username-required": "give a username",
  "username-format": "3-32 of a-z 0-9 . _ -, starting with a letter or digit",
  "password-required": "give a password",
  "password-too-short": "at least 8 characters",
  "password-too-long": "at most 256 characters",
};

function checked<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: Array<{ message: string }> } };
  },
  value: unknown,
  what: string,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message ?? "invalid";
    throw new UsageError(`${what}: ${WORDS[code] ?? code}`);
  }
  return parsed.data;
}

export async function userCommand(args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  const { flags } = parseFlags(rest, {
    username: "string",
    password: "string",
    role: "string",
    email: "string",
  });
  const role = flags.role ?? "student";
  if (!isRole(role)) throw new UsageError(`--role must be one of ${ROLES.join(", ")}`);
  if (typeof flags.username !== "string") throw new UsageError("--username is required");
  const username = checked(usernameSchema, flags.username, "--username");

  const db = await openStore();
  try {
    if (sub === "create") {
      const raw = typeof flags.password === "string" ? flags.password : await readStdin();
      const password = checked(passwordSchema, raw, "--password (or stdin)");
      const email = typeof flags.email === "string" ? flags.email.trim().toLowerCase() : undefined;
      const created = await createUser(db, { username, email, password, role });
      if (created === "username-taken" || created === "email-taken") {
        throw new UsageError(
          `${created === "username-taken" ? "username" : "e-mail"} already taken`,
        );
      }
      process.stdout.write(`created ${created.role} ${created.username} (${created.id})\n`);
    } else if (sub === "set-role") {
      if (flags.role === undefined) throw new UsageError("--role is required");
      const user = await findUserByUsername(db, username);
      if (!user) throw new UsageError(`no user "${username}"`);
      await withTx(db, (tx) => updateRole(tx, user.id, role));
      process.stdout.write(`${user.username} is now ${role}\n`);
    } else {
      throw new UsageError(
        'usage: paigow user create|set-role --username NAME ... (try "paigow help")',
      );
    }
  } finally {
    await closeStore(db);
  }
}
