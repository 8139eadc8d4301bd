/** The picker's input: a slug the picker offered (anything else is refused, nothing changes). */
import { z } from "zod";
import { CHOICE_SLUGS } from "./choice";

export const chooseCasinoInput = z.object({
  casino: z.string().refine((s) => CHOICE_SLUGS.includes(s), { message: "unknown casino" }),
});
