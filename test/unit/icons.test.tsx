import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pencil, Star } from "../../app/components/ui/icons";

// Issue 22: a project page's first screen draws over a hundred icons, and lucide repeats five presentation
// attributes on each. app.css gives every `svg.lucide` those once; the icons leave them out.

describe("icons", () => {
  it("leave the namespace, fill, stroke and line caps and joins to CSS", () => {
    const html = renderToStaticMarkup(<Pencil className="h-4 w-4" />);
    expect(html).toMatch(/^<svg [^>]*class="lucide lucide-pencil h-4 w-4"/);
    for (const attribute of ["xmlns", "fill", "stroke", "stroke-linecap", "stroke-linejoin"])
      expect(html, attribute).not.toMatch(new RegExp(`<svg[^>]* ${attribute}=`));
    // What CSS cannot say stays: the drawing and its box.
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain('stroke-width="2"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain("<path ");
  });

  it("keep a colour, a fill or an accessible name their caller gives", () => {
    const html = renderToStaticMarkup(<Star color="#f59e0b" fill="currentColor" aria-label="Starred" />);
    expect(html).toContain('stroke="#f59e0b"');
    expect(html).toContain('fill="currentColor"');
    expect(html).toContain('aria-label="Starred"');
    expect(html).not.toContain("aria-hidden");
  });
});
