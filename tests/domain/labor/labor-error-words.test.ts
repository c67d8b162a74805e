import { afterEach, describe, expect, test } from "bun:test";
import { errorText } from "../../../admin-ui/lib/error-messages";
import { setFormatLocale } from "../../../admin-ui/lib/format";
import { translator } from "../../support/ui-words";

/**
 * The labor records' refusals (api/services/workers, worker-rates and machines .service.ts) read in the user's words
 * and language, from the facts the answer carries, with what to do next.
 */
const en = translator("en");
const es = translator("es");
afterEach(() => setFormatLocale("en"));

const answer = (code: string, details: Record<string, unknown>) => ({ status: 409, code, message: "server words", details });

describe("labor refusals in the user's words", () => {
  test("a worker's or a machine's name taken (NAME_TAKEN)", () => {
    expect(errorText(answer("NAME_TAKEN", { taken: "worker", name: "Ana Ruiz" }), en, "x")).toBe(
      "A worker named “Ana Ruiz” already exists. Give this one another name (a second surname or an initial), or open that worker.",
    );
    setFormatLocale("es");
    expect(errorText(answer("NAME_TAKEN", { taken: "machine", name: "JD 6155" }), es, "x")).toBe(
      "Ya existe una máquina llamada «JD 6155» en esta entidad. Dé otro nombre a esta, o abra esa máquina.",
    );
  });

  test("an account already linked, a worker with time, a machine in use", () => {
    expect(errorText(answer("ACCOUNT_LINKED", { account: "luis-crew", worker: "Luis Vega" }), en, "x")).toContain("The account luis-crew already records the hours of Luis Vega");
    expect(errorText(answer("WORKER_IN_USE", { name: "Busy Worker", entries: 2 }), en, "x")).toBe(
      "Busy Worker has 2 time entries, so the worker cannot be deleted. Make them inactive instead.",
    );
    expect(errorText(answer("WORKER_IN_USE", { name: "Busy Worker", entries: 1 }), es, "x")).toBe(
      "Busy Worker tiene 1 registro de horas, así que el trabajador no se puede eliminar. Márquelo como inactivo.",
    );
    expect(errorText(answer("MACHINE_IN_USE", { name: "Used Tractor", entries: 1, fuel: 3 }), en, "x")).toBe(
      "Used Tractor is named by 1 time entry and 3 fuel fills, so it cannot be deleted. Make it inactive instead.",
    );
    expect(errorText(answer("MACHINE_IN_USE", { name: "Used Tractor", entries: 0, fuel: 1 }), es, "x")).toBe(
      "Used Tractor aparece en 1 carga de combustible, así que no se puede eliminar. Márquela como inactiva.",
    );
  });

  test("a rate approved time is priced at (RATE_IN_USE): changed or deleted, or a new one dated over approved time", () => {
    const used = answer("RATE_IN_USE", { worker: "Felipe Cruz", effectiveFrom: "2026-03-01", entries: 2, change: "change" });
    expect(errorText(used, en, "x")).toBe(
      "The rate of Felipe Cruz from 3/1/2026 prices 2 approved time entries, and a rate change never re-prices earlier time. Add a rate from a later date instead, or un-approve those entries first.",
    );
    const added = answer("RATE_IN_USE", { worker: "Felipe Cruz", effectiveFrom: "2026-03-03", entries: 1, change: "add" });
    expect(errorText(added, en, "x")).toBe(
      "A rate of Felipe Cruz from 3/3/2026 would re-price 1 approved time entry, and a rate change never re-prices earlier time. Date it after that entry, or un-approve it first.",
    );
    setFormatLocale("es");
    expect(errorText(used, es, "x")).toContain("La tarifa de Felipe Cruz desde el 1/3/2026 paga 2 registros de horas aprobados");
  });

  test("approving time: no pay rate on its day (NO_RATE), a machine with no cost per hour, time already approved, a task with time moved to another entity", () => {
    const noRate = answer("NO_RATE", { workerId: 3, workerName: "Luis Vega", date: "2025-06-02" });
    expect(errorText(noRate, en, "x")).toBe(
      "Luis Vega has no pay rate on 6/2/2025. Add a rate from that day or earlier on the worker's page, then approve this time.",
    );
    const machine = answer("MACHINE_COST_UNKNOWN", { machineId: 4, machineName: "Old Swather" });
    expect(errorText(machine, en, "x")).toBe(
      "Old Swather has no cost per hour. Enter one, or its purchase price, years and hours a year, on the machine's page, then approve this time.",
    );
    expect(errorText(answer("TIME_APPROVED", { status: "approved" }), en, "x")).toBe("The office has already approved this time, so only the office can change it now.");
    expect(errorText(answer("TIME_RECORDED", { timeEntries: 2 }), en, "x")).toBe(
      "This task has 2 time entries at its farm entity, so it cannot move to another one. Move or remove those entries first.",
    );
    setFormatLocale("es");
    expect(errorText(noRate, es, "x")).toBe(
      "Luis Vega no tiene tarifa de pago el 2/6/2025. Agregue una tarifa desde ese día o antes en la página del trabajador y luego apruebe estas horas.",
    );
    expect(errorText(machine, es, "x")).toContain("Old Swather no tiene costo por hora.");
    expect(errorText(answer("TIME_APPROVED", { status: "approved" }), es, "x")).toBe("La oficina ya aprobó estas horas, así que ahora solo la oficina puede cambiarlas.");
    expect(errorText(answer("TIME_RECORDED", { timeEntries: 1 }), es, "x")).toContain("Esta tarea tiene 1 registro de horas en su entidad");
  });
});
