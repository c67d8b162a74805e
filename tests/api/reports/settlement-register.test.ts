import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { unitText } from "../../../api/domain/reference-names";
import { type HarvestFarm, callReport, csvAgrees, reportJson, startHarvestFarm } from "./harvest-farm";
import { readPdf } from "./support";

/* The settlement register on the farm of harvest-farm.ts (figures worked out there). */
let farm: HarvestFarm;
beforeAll(async () => {
  farm = await startHarvestFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const query = () => ({ entity: String(farm.ranch.id), year: "2026" });

describe("settlement register", () => {
  test("per settlement: buyer, date, number, quantity, gross, deductions by kind, net, received, unpaid or short", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "settlement-register", {}, query()));
    expect(r.rows.map((x) => [x.date, x.buyerName, x.number, x.crop, x.quantity, x.unit, x.gross, x.hauling, x.checkoff, x.quality, x.drying, x.deductions, x.net, x.received, x.receivedDate, x.unpaid, x.status])).toEqual([
      ["2026-07-15", "Valley Dairy", "H-7", "Alfalfa", "25", "bale", "4500.00", "0.00", "0.00", "50.00", "0.00", "50.00", "4450.00", "4400.00", "2026-07-30", "50.00", "short"],
      ["2026-11-20", "Elevator A", "S-100", "Corn", "7000", "bu", "33950.00", "350.00", "12.34", "0.00", "0.00", "362.34", "33587.66", null, null, "33587.66", "unpaid"],
    ]);
    expect(r.totals).toEqual({
      gross: "38450.00", hauling: "350.00", drying: "0.00", storage: "0.00", checkoff: "12.34", shrink: "0.00", quality: "50.00", other: "0.00",
      deductions: "412.34", net: "38037.66", received: "4400.00", unpaid: "33637.66",
    });
  });

  test("its CSV shows the kinds of deduction the settlements have, and says what its JSON says; its PDF too", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "settlement-register", {}, query()));
    // One entity, one crop year: no Entity or Crop Year column; only hauling, checkoff and quality of the seven kinds have an amount.
    const keys = ["date", "buyerName", "number", "crop", "quantity", "unit", "gross", "hauling", "checkoff", "quality", "deductions", "net", "received", "receivedDate", "unpaid", "status"];
    const words = { en: { paid: "paid", unpaid: "unpaid", short: "short-paid" }, es: { paid: "pagada", unpaid: "sin pagar", short: "pago incompleto" } };
    for (const lang of ["en", "es"] as const) {
      const cell = (row: Record<string, unknown>, key: string) =>
        key === "status" ? words[lang][row.status as "paid"] : key === "unit" ? unitText(String(row.unit), lang) : row[key];
      await csvAgrees(farm.app.reader, "settlement-register", {}, query(), r.rows, keys, cell, lang);
    }
    const pdf = await readPdf(await callReport(farm.app.reader, "settlement-register", {}, { ...query(), format: "pdf" }));
    for (const phrase of ["Settlement Register", "S-100", "Elevator A", "$33,950.00", "$350.00", "$12.34", "$33,587.66", "short-paid", "$33,637.66"]) expect(pdf.text).toContain(phrase);
    expect(pdf.text).not.toContain("Drying");
    const es = await readPdf(await callReport(farm.app.reader, "settlement-register", {}, { ...query(), format: "pdf", lang: "es" }));
    for (const phrase of ["Registro de liquidaciones", "Acarreo", "Cuota de promoción", "sin pagar", "pago incompleto"]) expect(es.text).toContain(phrase);
  });

  test("entity all names the entity of each settlement", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "settlement-register", {}, { entity: "all" }));
    expect(r.rows.map((x) => [x.entityName, x.number])).toEqual([["Harvest Ranch", "H-7"], ["Harvest Ranch", "S-100"]]);
    const csv = await (await callReport(farm.app.reader, "settlement-register", {}, { entity: "all", format: "csv" })).text();
    expect(csv.split("\n")[0]).toStartWith("Date,Entity,Buyer,Number");
  });
});
