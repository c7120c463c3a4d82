import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from a public podcast's episode checklist read this stop: its first steps ticked off and the
// rest open, it was sorted into a campaign's phases, so "Post to Substack" and "Produce a video" came
// before "Generate shorts" and "Produce episode". A checklist ticked off from its top is followed in its
// own order. Text paraphrased. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

const EPISODE = [
  "# Episode with Dana",
  "",
  "The steps to follow when planning, recording, producing and promoting a new episode of the podcast.",
  "",
  "- [x] Research the guest",
  "- [x] Invite the guest",
  "- [x] Record the episode",
  "- [ ] Generate short clips with the recording tool",
  "- [ ] Promote on social media using the clips",
  "- [ ] Generate the transcript",
  "- [ ] Write the show notes",
  "- [ ] Produce the episode",
  "- [ ] Post to Substack",
  "- [ ] Produce a video for YouTube",
  "- [ ] Upload to YouTube",
  "- [ ] Promote on social media",
].join("\n");

describe("a checklist ticked off from its top", () => {
  it("keeps the author's order, whatever its kind", () => {
    const own = plan(EPISODE)
      .tasks.filter((t) => !t.suggested)
      .map((t) => t.name);
    expect(own).toEqual([
      "Research the guest",
      "Invite the guest",
      "Record the episode",
      "Generate short clips with the recording tool",
      "Promote on social media using the clips",
      "Generate the transcript",
      "Write the show notes",
      "Produce the episode",
      "Post to Substack",
      "Produce a video for YouTube",
      "Upload to YouTube",
      "Promote on social media",
    ]);
  });

  it("keeps its ticked entries as done", () => {
    expect(
      plan(EPISODE)
        .tasks.filter((t) => t.done)
        .map((t) => t.name),
    ).toEqual(["Research the guest", "Invite the guest", "Record the episode"]);
  });
});
