// A Kickoff webhook receiver: verifies each delivery's Standard Webhooks signature, drops repeats
// (a retry or a redelivery carries the same webhook-id) and answers 2xx fast.
//
//   npm install standardwebhooks
//   KICKOFF_WEBHOOK_SECRET=whsec_... node webhook-receiver.mjs
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";

const secret = process.env.KICKOFF_WEBHOOK_SECRET;
if (!secret?.startsWith("whsec_")) throw new Error("Set KICKOFF_WEBHOOK_SECRET to the secret shown when the webhook was added.");
const webhook = new Webhook(secret);
const seen = new Set(); // use your database in production: ids must survive a restart
const port = Number(process.env.PORT ?? 8787);

createServer((req, res) => {
  if (req.method !== "POST") return res.writeHead(405).end();
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    let event;
    try {
      // Checks webhook-signature over "id.timestamp.body" and refuses a timestamp more than 5 minutes off.
      event = webhook.verify(body, req.headers);
    } catch (err) {
      console.warn("refused:", err.message);
      return res.writeHead(400).end();
    }
    const id = req.headers["webhook-id"];
    if (!seen.has(id)) {
      seen.add(id);
      // Events arrive in board order; data.version is the board version the change made.
      console.log(event.type, `v${event.data.version}`, JSON.stringify(event.data.op));
    }
    res.writeHead(204).end();
  });
}).listen(port, () => console.log(`Listening on http://127.0.0.1:${port}`));
