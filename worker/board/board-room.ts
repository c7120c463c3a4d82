import { DurableObject } from "cloudflare:workers";

export class BoardRoom extends DurableObject<Env> {}
