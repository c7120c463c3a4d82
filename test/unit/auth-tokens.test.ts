import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { generateToken, hashToken, randomId } from "../../worker/auth/tokens";

// Issue 27: sign-in secrets. A token carries 160 random bits in base32; only its SHA-256 is stored.

describe("tokens", () => {
  it("are 20 random bytes in lower-case base32 (32 characters), never the same twice", () => {
    const tokens = Array.from({ length: 50 }, () => generateToken());
    for (const t of tokens) expect(t).toMatch(/^[a-z2-7]{32}$/);
    expect(new Set(tokens).size).toBe(50);
    expect(generateToken(5)).toMatch(/^[a-z2-7]{8}$/);
  });

  it("are stored as their SHA-256 in hex", () => {
    expect(hashToken("abc")).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode("abc"))));
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("hash what they are given, whatever its characters", () => {
    for (const token of ["", "kick_abc", "é→🙂", "x".repeat(1000)]) {
      expect(hashToken(token)).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    }
  });

  it("row ids are 10 random bytes (16 characters)", () => {
    expect(randomId()).toMatch(/^[a-z2-7]{16}$/);
    expect(randomId()).not.toBe(randomId());
  });
});
