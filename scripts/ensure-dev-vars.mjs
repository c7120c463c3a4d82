// Local runs need ENVIRONMENT=development (dev mailbox); deployed Workers default to production.
import { copyFileSync, existsSync } from "node:fs";

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (development mode: mail goes to /dev/mailbox).");
}
