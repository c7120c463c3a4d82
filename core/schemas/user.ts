import { z } from "zod";

const namePart = z.string().trim().max(60, "Keep names under 60 characters.");

export const updateProfileSchema = z.strictObject({
  firstName: namePart.nullish(),
  lastName: namePart.nullish(),
});
