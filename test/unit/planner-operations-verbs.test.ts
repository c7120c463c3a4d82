import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// An operator's verbs (restart, reboot, redeploy, reinstall, rotate) start actions like any other. Unknown,
// they glued two steps into one task and one name: "Package and Restart the Server Upgrade".

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("an operator's verbs", () => {
  it("split two steps joined by 'and', and name the plan by the first", () => {
    const idea = "Upgrade the package and restart the server.";
    expect(own(idea).map((t) => t.name)).toEqual(["Upgrade the package", "Restart the server"]);
    expect(plan(idea).name).toBe("Package Upgrade");
  });

  it("plan steps joined by 'then' instead of refusing them", () => {
    expect(own("Reboot the router, then call the ISP").map((t) => t.name)).toEqual(["Reboot the router", "Call the ISP"]);
  });

  it("start each item of a list", () => {
    expect(own("Rotate the API keys and redeploy the app").map((t) => t.name)).toEqual(["Rotate the API keys", "Redeploy the app"]);
    expect(own("Server maintenance: reinstall the OS, restart the services, rotate the logs").map((t) => t.name)).toEqual([
      "Reinstall the OS",
      "Restart the services",
      "Rotate the logs",
    ]);
  });
});

describe("a file extension in a name", () => {
  it("is written as typed", () => {
    // "Export to .apkg" was named ".Apkg Export".
    expect(plan("Export to .apkg").name).toBe(".apkg Export");
  });
});
