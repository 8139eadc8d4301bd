/**
 * next/headers for tests that call learner actions below the HTTP layer: a cookie jar (`jar`,
 * read and written by the real learner cookie code) and plain request headers. Use in a
 * hoisted mock: `vi.mock("next/headers", async () => (await import(...)).fakeNextHeaders(jar))`.
 */
export const fakeNextHeaders = (jar: Map<string, string>, proto = "http") => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = jar.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => jar.set(name, value),
  }),
  headers: async () => new Headers({ "x-forwarded-proto": proto }),
});
