import { describe, expect, test } from "bun:test";
import { landlordSharesShape } from "../../api/domain/leases/terms";
import { TaskCreateSchema } from "../../api/schemas/task-input.schemas";
import { validationText } from "../../admin-ui/lib/validation-text";
import { translator } from "../support/ui-words";

// The forms run the server's schemas; their English messages are shown in the user's language
// (docs/decisions/form-validation.md), English unchanged.
const en = translator("en");
const es = translator("es");

const badTask = {
  entityId: 1, fieldId: 1, categoryId: 1, name: "x".repeat(300), date: "2026-13-45", cropYear: 2026.5,
  acresCovered: "-1", costPerAcre: "1.234", irrigationType: "Rain",
};

describe("validationText", () => {
  test.each([
    ["must be zero or more", "Debe ser cero o más"],
    ["is required", "Es obligatorio"],
    ["must be at most 255 characters", "Debe tener como máximo 255 caracteres"],
    ["must be less than 100000000 with at most 2 decimal places", "Debe ser menor que 100000000 con 2 decimales como máximo"],
    ["must be between 0 and 100 with at most 2 decimals", "Debe estar entre 0 y 100 con 2 decimales como máximo"],
    ["must be between 0 and 100 with at most 4 decimals", "Debe estar entre 0 y 100 con 4 decimales como máximo"],
    ["must be between 2000 and 2100", "Debe estar entre 2000 y 2100"],
    ['"2026-13-45" is not a date; use YYYY-MM-DD', "«2026-13-45» no es una fecha; use AAAA-MM-DD"],
  ])("%s -> %s in Spanish, unchanged in English", (message, spanish) => {
    expect(validationText(message, es)).toBe(spanish);
    expect(validationText(message, en)).toBe(message);
  });

  test("a message the catalogue does not know is shown as it is", () => {
    expect(validationText("something else", es)).toBe("something else");
  });

  test("every message the task schema and the lease shares give for bad input has Spanish", () => {
    const task = TaskCreateSchema.safeParse(badTask);
    const shares = landlordSharesShape.safeParse([{ landlordId: 1, sharePercent: 60 }, { landlordId: 2, sharePercent: 30 }]);
    const messages = [...(task.error?.issues ?? []), ...(shares.error?.issues ?? [])].map((i) => i.message);
    expect(messages.length).toBeGreaterThan(3);
    expect(messages.filter((m) => validationText(m, es) === m)).toEqual([]);
    expect(messages.filter((m) => validationText(m, en) !== m)).toEqual([]);
  });
});
