import type { LabelColor } from "../../../core/schemas/labels";
import { LABEL_FILL } from "./label-chips";

/** A round swatch of a label's or status's colour (decorative: the name says what it is). */
export function ColorDot({ color }: { color: LabelColor }) {
  return <span aria-hidden className="inline-block h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: LABEL_FILL[color] }} />;
}
