import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20, from the tuning half of the unseen public corpus: two replies were planned. A German status
// line ("the import of the events server has failed; news is coming in again") became a task named after
// the failure, and a Spanish answer opening "Puede ser." ("Maybe.") became a project named "Puede ser".
// English said the same way was already refused. "Failed" is news of trouble in every language the
// planner reads, and a lone "Maybe." opens a reply. Rewritten for this test, not the corpus's words.

const TODAY = new Date("2026-11-23T00:00:00Z");
const refused = (idea: string) => {
  try {
    generateEmbeddedPlan(idea, TODAY);
    return false;
  } catch (e) {
    if (e instanceof PlanRefusal) return true;
    throw e;
  }
};

describe("a report that something failed", () => {
  it.each([
    ["de", "Der Export des Newsletter-Servers ist fehlgeschlagen. Inzwischen laufen die Mails wieder."],
    ["de", "Die Synchronisierung mit dem Kalender ist gestern gescheitert."],
    ["es", "La copia de seguridad del servidor falló anoche. Ya vuelve a funcionar."],
    ["fr", "La synchronisation du calendrier a échoué hier soir. Ça remarche maintenant."],
    ["pt", "A importação do servidor de eventos falhou. Agora as notícias chegam de novo."],
    ["it", "L'importazione dei dati è fallita stanotte. Adesso funziona di nuovo."],
  ])("is refused (%s): %s", (_lang, idea) => {
    expect(refused(idea)).toBe(true);
  });

  it("is still a plan when the work to do follows it", () => {
    expect(refused("Der Import ist fehlgeschlagen. Bitte den Job neu starten, die Logs prüfen und das Team informieren.")).toBe(false);
    expect(refused("El despliegue falló. Hay que revisar los logs, corregir la configuración y volver a desplegar.")).toBe(false);
  });
});

describe("a reply that opens with a lone 'Maybe.'", () => {
  it.each([
    ["es", "Puede ser. ¿Cómo es que no funciona? Si quiere hacer los cambios que necesita, puedo integrarlos en el repo sin problema."],
    [
      "en",
      "Maybe. In what way does it not work? If you want to make the changes you need, I can merge them into the repository no problem.",
    ],
    ["de", "Vielleicht. Was genau geht nicht? Wenn du die Änderungen machst, die du brauchst, übernehme ich sie gern ins Repository."],
  ])("is refused (%s)", (_lang, idea) => {
    expect(refused(idea)).toBe(true);
  });

  it("is not what 'Maybe we should …' opens: that still asks for the work", () => {
    expect(refused("Maybe we should redesign the landing page and add a pricing table.")).toBe(false);
  });
});
