import { expect, it } from "vitest";
import { api, signIn } from "../support/api";

it("signs in through the mailbox", async () => {
  const ada = await signIn("ada@example.com");
  const res = await api("GET", "/api/auth/user", { as: ada });
  expect(res.status).toBe(200);
});
