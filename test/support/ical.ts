// A strict reader of the iCalendar text the feeds serve (RFC 5545 §3.1): CRLF lines, unfolded, every
// BEGIN closed by its END, each content line "NAME[;PARAM=…]:value". Throws on anything else.

export interface IcalProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcalComponent {
  type: string;
  props: IcalProperty[];
  children: IcalComponent[];
}

export function parseIcal(text: string): IcalComponent {
  if (!text.endsWith("\r\n")) throw new Error("iCalendar text must end with CRLF");
  if (/[^\r]\n/.test(text)) throw new Error("a bare LF: lines must end with CRLF");
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n");
  const root: IcalComponent = { type: "ROOT", props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const m = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:"]*))*):(.*)$/.exec(line);
    if (!m) throw new Error(`not a content line: ${line}`);
    const [, name, rawParams, value] = m;
    const params: Record<string, string> = {};
    for (const p of rawParams.split(";").slice(1)) params[p.slice(0, p.indexOf("=")).toUpperCase()] = p.slice(p.indexOf("=") + 1);
    const top = stack[stack.length - 1];
    if (name.toUpperCase() === "BEGIN") {
      const child: IcalComponent = { type: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name.toUpperCase() === "END") {
      if (top.type !== value) throw new Error(`END:${value} closes ${top.type}`);
      stack.pop();
    } else {
      top.props.push({ name: name.toUpperCase(), params, value });
    }
  }
  if (stack.length !== 1 || root.children.length !== 1 || root.children[0].type !== "VCALENDAR") throw new Error("not one VCALENDAR");
  return root.children[0];
}

export const prop = (c: IcalComponent, name: string) => c.props.find((p) => p.name === name);
export const events = (cal: IcalComponent) => cal.children.filter((c) => c.type === "VEVENT");
