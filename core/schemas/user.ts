import { z } from "zod";
import { lineText } from "./fields";

const namePart = lineText().max(60, "Keep names under 60 characters.");

export const updateProfileSchema = z.strictObject({
  firstName: namePart.nullish(),
  lastName: namePart.nullish(),
});
