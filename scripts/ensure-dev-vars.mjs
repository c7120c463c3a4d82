// Local runs need ENVIRONMENT=development (dev mailbox); deployed Workers default to production.
// Provider connections need INTEGRATIONS_KEY (AES-GCM key for stored tokens): each checkout gets
// its own random one, appended once, so connecting Jira & co. works locally with nothing to set up.
import { randomBytes } from "node:crypto";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (development mode: mail goes to /dev/mailbox).");
}

if (!/^INTEGRATIONS_KEY=/m.test(readFileSync(".dev.vars", "utf8"))) {
  const key = randomBytes(32).toString("base64url");
  appendFileSync(
    ".dev.vars",
    `\n# Encrypts provider tokens at rest (generated for this checkout; production sets its own secret).\nINTEGRATIONS_KEY=${key}\n`,
  );
  console.log("Added a random INTEGRATIONS_KEY to .dev.vars (encrypts provider tokens at rest).");
}
