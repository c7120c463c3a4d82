// Fractional ordering keys (after David Greenspan's "Implementing Fractional Indexing"): a key
// strictly between any two keys always exists, so moving a card writes that card only, never its
// siblings. Digits are base 62 in ASCII order, so SQLite's default BINARY collation sorts keys
// exactly as this module compares them.

const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ZERO = DIGITS[0];
const INTEGER_ZERO = "a0";
const SMALLEST_INTEGER = `A${ZERO.repeat(26)}`;

/** Midpoint of two fraction parts (`b` null means "1"); neither may end in the zero digit. */
function midpoint(a: string, b: string | null): string {
  if (b !== null && a >= b) throw new Error(`fractional-index: ${a} >= ${b}`);
  if (b !== null) {
    // Shared prefix (a padded with zeros) stays; recurse on the rest.
    let n = 0;
    while ((a[n] ?? ZERO) === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a ? DIGITS.indexOf(a[0]) : 0;
  const digitB = b !== null ? DIGITS.indexOf(b[0]) : DIGITS.length;
  if (digitB - digitA > 1) return DIGITS[Math.round((digitA + digitB) / 2)];
  // Consecutive first digits: keep a's digit and go one level deeper.
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[digitA] + midpoint(a.slice(1), null);
}

/** The integer part's length is encoded in its head letter: a..z grow upwards, A..Z downwards. */
function integerLength(head: string): number {
  if (head >= "a" && head <= "z") return head.charCodeAt(0) - 97 + 2;
  if (head >= "A" && head <= "Z") return 90 - head.charCodeAt(0) + 2;
  throw new Error(`fractional-index: invalid head ${head}`);
}

function integerPart(key: string): string {
  const len = integerLength(key[0]);
  if (len > key.length) throw new Error(`fractional-index: invalid key ${key}`);
  return key.slice(0, len);
}

export function isValidKey(key: string): boolean {
  try {
    if (key === SMALLEST_INTEGER) return false;
    const int = integerPart(key);
    for (const ch of key) if (!DIGITS.includes(ch)) return false;
    return !key.slice(int.length).endsWith(ZERO);
  } catch {
    return false;
  }
}

function increment(int: string): string | null {
  const head = int[0];
  const digits = int.slice(1).split("");
  for (let i = digits.length - 1; i >= 0; i--) {
    const d = DIGITS.indexOf(digits[i]) + 1;
    if (d < DIGITS.length) {
      digits[i] = DIGITS[d];
      return head + digits.join("");
    }
    digits[i] = ZERO;
  }
  if (head === "Z") return `a${ZERO}`;
  if (head === "z") return null;
  const next = String.fromCharCode(head.charCodeAt(0) + 1);
  if (next > "a") digits.push(ZERO);
  else digits.pop();
  return next + digits.join("");
}

function decrement(int: string): string | null {
  const head = int[0];
  const digits = int.slice(1).split("");
  const last = DIGITS[DIGITS.length - 1];
  for (let i = digits.length - 1; i >= 0; i--) {
    const d = DIGITS.indexOf(digits[i]) - 1;
    if (d >= 0) {
      digits[i] = DIGITS[d];
      return head + digits.join("");
    }
    digits[i] = last;
  }
  if (head === "a") return `Z${last}`;
  if (head === "A") return null;
  const prev = String.fromCharCode(head.charCodeAt(0) - 1);
  if (prev < "Z") digits.push(last);
  else digits.pop();
  return prev + digits.join("");
}

/** A key strictly between `a` and `b` (null = open end). Requires a < b. */
export function keyBetween(a: string | null, b: string | null): string {
  if (a !== null && !isValidKey(a)) throw new Error(`fractional-index: invalid key ${a}`);
  if (b !== null && !isValidKey(b)) throw new Error(`fractional-index: invalid key ${b}`);
  if (a !== null && b !== null && a >= b) throw new Error(`fractional-index: ${a} >= ${b}`);
  if (a === null) {
    if (b === null) return INTEGER_ZERO;
    const ib = integerPart(b);
    const fb = b.slice(ib.length);
    if (ib === SMALLEST_INTEGER) return ib + midpoint("", fb);
    if (ib < b) return ib;
    const dec = decrement(ib);
    if (dec === null) throw new Error("fractional-index: cannot go lower");
    return dec;
  }
  const ia = integerPart(a);
  const fa = a.slice(ia.length);
  if (b === null) return increment(ia) ?? ia + midpoint(fa, null);
  const ib = integerPart(b);
  if (ia === ib) return ia + midpoint(fa, b.slice(ib.length));
  const inc = increment(ia);
  if (inc !== null && inc < b) return inc;
  return ia + midpoint(fa, null);
}
