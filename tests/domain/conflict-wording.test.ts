import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "@babel/parser";
import { listed } from "../../api/domain/products";
import { stillUsedMessage } from "../../api/services/tasks-read.service";
import { CONFLICT_KEYS } from "../../admin-ui/i18n/messages/validation";
import { setFormatLocale, shortDate } from "../../admin-ui/lib/format";
import { validationMatch, validationText } from "../../admin-ui/lib/validation-text";
import { translator } from "../support/ui-words";

/**
 * Every sentence the API answers a refused change with (409 CONFLICT) is in the validation catalogue
 * (admin-ui/i18n/messages/validation.ts), so the web app shows it in Spanish, and in English as the server wrote it.
 * The sentences are read from the API's source: each `conflict(...)`, each `new AppError(S.CONFLICT, "CONFLICT", ...)`
 * (its issues' messages too) and each `{ code: "CONFLICT", message }` (api/lib/on-error.ts), a template's `${…}` filled
 * with the samples below. A sentence passed as a variable is written out by hand (BUILT_ELSEWHERE).
 */

const ROOT = join(import.meta.dir, "..", "..");
const en = translator("en");
const es = translator("es");

/** A sentence and the values in it that are data (names, numbers, days), not words the catalogue must translate. */
interface Sample {
  sentence: string;
  data: string[];
  where: string;
}

/**
 * The value put in for each `${…}` of a CONFLICT template, by the expression's text (or "<file>:<expression>" where
 * one expression stands for different things in different files). A list gives one sentence per item, items at the
 * same position going together (the count and its plural "s"). `word(…)` marks English the server writes itself,
 * which the Spanish must not keep; a plain string is data (a name, a number, a day), kept as it is.
 */
type Item = string | { word: string; keep?: string[] };
const word = (...values: string[]): Item[] => values.map((w) => ({ word: w }));
const SAMPLES: Record<string, Item | Item[]> = {
  "current.name": "Olivar Norte",
  "clash.name": "Olivar Norte",
  "gone.name": "Olivar Norte",
  "before.name": "Olivar Norte",
  "row.name": "Olivar Norte",
  "paid.buyerName": "Olivar Norte",
  "taken.fieldName": "Olivar Norte",
  "input.ticketNumber": "T-1042",
  "before.ticketNumber": "T-1042",
  "paid.number": "S-77",
  "taken.date": "2025-09-14",
  number: "4120",
  "clash.id": "12",
  "input.cropYear": "2026",
  "used.n": ["1", "3"],
  'used.n === 1 ? "" : "s"': word("", "s"),
  planned: ["1", "4"],
  'planned === 1 ? "" : "s"': word("", "s"),
  'entity?.name ?? "this entity"': ["Olivar Norte", ...word("this entity")],
  'fieldId !== null ? "field" : "crop"': word("field", "crop"),
  // The records counted, as each file words them (api/services/<file>): every noun in its one and many form.
  "buyers.service.ts:listed(named)": word(
    listed(["1 ticket", "1 delivery", "1 contract", "1 settlement"]),
    listed(["2 tickets", "3 deliveries", "2 contracts", "4 settlements"]),
    listed(["1 settlement"]),
  ),
  "vendors.service.ts:listed(named)": word(listed(["1 purchase", "1 return"]), listed(["3 purchases", "2 returns"]), listed(["2 returns"])),
  "storage-locations.service.ts:listed(named)": word(
    listed(["1 ticket", "1 delivery", "1 adjustment"]),
    listed(["2 tickets", "5 deliveries", "3 adjustments"]),
    listed(["2 deliveries"]),
  ),
  // api/services/machines.service.ts: `plural` counts the time entries naming the machine.
  'plural(entries, "time entry", "time entries")': word("1 time entry", "6 time entries"),
  // api/services/restore.service.ts assertEmpty: each table holding rows (its name in the database, kept), then the
  // stored files. The web app always restores with replace, so only farmctl and other clients can meet this one.
  what: [
    { word: "tasks: 3 rows, users: 1 rows, stored files", keep: ["tasks", "users"] },
    { word: "fields: 2 rows", keep: ["fields"] },
    { word: "stored files" },
  ],
};

/**
 * Sentences the API passes as a variable, built elsewhere, written out here by hand: "<file>:<variable>" to the
 * sentences it can hold. An empty list is a place that passes a sentence on rather than making one.
 */
const BUILT_ELSEWHERE: Record<string, Sample[]> = {
  // The helper itself: `conflict(message)` is where each sentence below goes through.
  "api/lib/errors.ts:message": [],
  // api/services/tasks-read.service.ts stillUsedMessage, for `Fertilizer "${current.name}"` (api/services/fertilizers.service.ts).
  "api/services/fertilizers.service.ts:used": stillUsed('Fertilizer "Olivar Norte"'),
  // api/services/tasks-read.service.ts stillUsedMessage, for `Task category "${current.name}"` (api/services/task-categories.service.ts).
  "api/services/task-categories.service.ts:used": stillUsed('Task category "Olivar Norte"'),
  // api/services/worker-rates.service.ts assertDateFree: `${name} already has a rate from ${effectiveFrom}; …`.
  "api/services/worker-rates.service.ts:message": [
    { sentence: "Olivar Norte already has a rate from 2025-09-14; change that one, or choose another date", data: ["Olivar Norte", "2025-09-14"], where: "api/services/worker-rates.service.ts" },
  ],
};

/** stillUsedMessage's four sentences (one task, several, one deleted task, several), checked against it below. */
function stillUsed(what: string): Sample[] {
  const where = "api/services/tasks-read.service.ts";
  const data = ["Olivar Norte"];
  return [
    { sentence: `${what} is used by 1 task; move it to another one or delete it first`, data, where },
    { sentence: `${what} is used by 3 tasks; move them to another one or delete them first`, data: [...data, "3"], where },
    { sentence: `${what} is used by 1 deleted task that can still be recovered, so it cannot be deleted`, data, where },
    { sentence: `${what} is used by 2 deleted tasks that can still be recovered, so it cannot be deleted`, data: [...data, "2"], where },
  ];
}

function apiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : apiFiles(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });
}

/** A node of @babel/parser's tree, as far as this reads it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && typeof (v as Node).type === "string";

/** The sentences an expression can be; a variable's are looked up in BUILT_ELSEWHERE. */
function sentencesOf(node: Node, file: string, source: string, unresolved: string[]): Sample[] {
  const text = (n: Node) => source.slice(n.start, n.end);
  if (node.type === "StringLiteral") return [{ sentence: String(node.value), data: [], where: file }];
  if (node.type === "TemplateLiteral") {
    const quasis = (node.quasis as Node[]).map((q) => String((q.value as { cooked: string }).cooked));
    const spans = (node.expressions as Node[]).map((expression) => {
      const sample = SAMPLES[`${file.split("/").at(-1)}:${text(expression)}`] ?? SAMPLES[text(expression)];
      if (sample === undefined) unresolved.push(`${file}: \${${text(expression)}} has no sample in SAMPLES`);
      return Array.isArray(sample) ? sample : [sample ?? "?"];
    });
    return Array.from({ length: Math.max(1, ...spans.map((items) => items.length)) }, (_, i) => {
      const data: string[] = [];
      let sentence = quasis[0]!;
      spans.forEach((items, k) => {
        const item = items[Math.min(i, items.length - 1)]!;
        data.push(...(typeof item === "string" ? [item] : (item.keep ?? [])));
        sentence += (typeof item === "string" ? item : item.word) + quasis[k + 1]!;
      });
      return { sentence, data, where: file };
    });
  }
  const key = `${file}:${text(node)}`;
  const built = BUILT_ELSEWHERE[key];
  if (!built) unresolved.push(`${key} is a sentence built elsewhere: write it out in BUILT_ELSEWHERE`);
  return built ?? [];
}

const isConflictCode = (node: unknown) => isNode(node) && node.type === "StringLiteral" && node.value === "CONFLICT";
const calleeName = (node: Node) => (isNode(node.callee) && node.callee.type === "Identifier" ? String(node.callee.name) : "");
const propertyName = (p: Node) => (isNode(p.key) ? String(p.key.type === "Identifier" ? p.key.name : p.key.value) : "");

/** Every CONFLICT sentence in the API's source, with what could not be read. */
function conflictSentences(): { samples: Sample[]; unresolved: string[] } {
  const samples: Sample[] = [];
  const unresolved: string[] = [];
  for (const path of apiFiles(join(ROOT, "api"))) {
    const file = relative(ROOT, path);
    const source = readFileSync(path, "utf8");
    const add = (node: Node) => samples.push(...sentencesOf(node, file, source, unresolved));
    const visit = (node: Node): void => {
      const args = (node.arguments ?? []) as Node[];
      if (node.type === "CallExpression" && calleeName(node) === "conflict" && args[0]) add(args[0]);
      if (node.type === "NewExpression" && calleeName(node) === "AppError" && isConflictCode(args[1])) {
        const [, , message, issues] = args;
        if (message) add(message);
        // An issue's own message, unless it is the sentence itself (`{ path, message }`).
        if (issues?.type === "ArrayExpression") {
          for (const issue of issues.elements as Node[]) {
            for (const p of (issue.properties ?? []) as Node[]) if (p.type === "ObjectProperty" && !p.shorthand && propertyName(p) === "message") add(p.value as Node);
          }
        }
      }
      if (node.type === "ObjectExpression") {
        const props = new Map((node.properties as Node[]).filter((p) => p.type === "ObjectProperty").map((p) => [propertyName(p), p.value as Node]));
        if (isConflictCode(props.get("code")) && props.get("message")) add(props.get("message")!);
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === "loc" || key === "leadingComments" || key === "trailingComments" || key === "extra") continue;
        if (Array.isArray(value)) for (const child of value) isNode(child) && visit(child);
        else if (isNode(value)) visit(value);
      }
    };
    visit(parse(source, { sourceType: "module", plugins: ["typescript"] }) as unknown as Node);
  }
  return { samples, unresolved };
}

/** Words a Spanish text may share with the English one: a unit and the command a sentence names. */
const SAME_IN_SPANISH = new Set(["acres", "farmctl", "restore", "replace"]);

/** The English words of a sentence, its data left out (3 letters or more: "de", "a" and "no" are Spanish too). */
function englishWords(sample: Sample): string[] {
  let rest = sample.sentence;
  for (const value of sample.data.filter(Boolean)) rest = rest.split(value).join(" ");
  return [...new Set(rest.toLowerCase().match(/[a-z]{3,}/g) ?? [])].filter((w) => !SAME_IN_SPANISH.has(w));
}

beforeAll(() => setFormatLocale("en"));
afterAll(() => setFormatLocale("en"));

const { samples, unresolved } = conflictSentences();
const unique = [...new Map(samples.map((s) => [s.sentence, s])).values()];

describe("the API's CONFLICT sentences", () => {
  test("every one is read from the source or written out by hand", () => {
    expect(unresolved).toEqual([]);
    expect(unique.length).toBeGreaterThan(40);
  });

  test("the sentences written out by hand are the ones the server builds", () => {
    for (const what of ['Fertilizer "Olivar Norte"', 'Task category "Olivar Norte"']) {
      expect([
        stillUsedMessage(what, { active: 1, deleted: 0 }),
        stillUsedMessage(what, { active: 3, deleted: 0 }),
        stillUsedMessage(what, { active: 0, deleted: 1 }),
        stillUsedMessage(what, { active: 0, deleted: 2 }),
      ]).toEqual(stillUsed(what).map((s) => s.sentence));
    }
  });

  test.each(unique.map((s) => [s.sentence, s] as const))("%s", (_, sample) => {
    setFormatLocale("en");
    const match = validationMatch(sample.sentence);
    expect(match && CONFLICT_KEYS.includes(match.key) ? match.key : `no CONFLICT text matches (${sample.where})`).toStartWith("validation.");
    // English: the server's sentence, a day in it shown as the app shows days.
    const days = sample.sentence.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    expect(validationText(sample.sentence, en)).toBe(days.reduce((s, d) => s.replace(d, shortDate(d)), sample.sentence));
    // Spanish: none of the English words of the sentence, its data (names, numbers) kept.
    setFormatLocale("es");
    const spanish = validationText(sample.sentence, es);
    expect(spanish).not.toBe(sample.sentence);
    const words = new Set(spanish.toLowerCase().match(/[a-záéíóúñü]+/g) ?? []);
    expect(englishWords(sample).filter((w) => words.has(w))).toEqual([]);
    for (const value of sample.data) if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) expect(spanish).toContain(value);
    setFormatLocale("en");
  });
});

describe("the values a CONFLICT sentence words itself", () => {
  test("a list of counted records, one and many, joined in Spanish", () => {
    expect(validationText("Bin 4 is named by 2 tickets, 1 delivery and 3 adjustments; it cannot be deleted", es)).toBe(
      "Bin 4 aparece en 2 boletas, 1 entrega y 3 ajustes, así que no se puede eliminar",
    );
    expect(validationText("Tractor is named by 1 time entry; it cannot move to another entity", es)).toBe(
      "Tractor aparece en 1 registro de horas, así que no puede pasar a otra entidad",
    );
  });

  test("a list naming something the catalogue does not count is kept as written", () => {
    expect(validationText("Bin 4 is named by 2 widgets; it cannot be deleted", es)).toBe("Bin 4 aparece en 2 widgets, así que no se puede eliminar");
  });

  test("a ticket's day in the user's format, and the landlord's one lease and several", () => {
    setFormatLocale("es");
    expect(validationText("Ticket T-9 is already recorded for this entity (2025-09-14, North 40).", es)).toBe(
      `La boleta T-9 ya está registrada en esta entidad (${shortDate("2025-09-14")}, North 40).`,
    );
    setFormatLocale("en");
    expect(validationText('Landlord "Ruiz" is on 1 lease; delete or change them first', es)).toBe("El arrendador «Ruiz» figura en 1 arrendamiento; elimínelo o cámbielo primero");
    expect(validationText('Landlord "Ruiz" is on 2 leases; delete or change them first', es)).toBe("El arrendador «Ruiz» figura en 2 arrendamientos; elimínelos o cámbielos primero");
  });
});
