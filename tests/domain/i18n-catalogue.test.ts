import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import englishMessages from "ra-language-english";
import { MESSAGES } from "../../admin-ui/i18n";
import { AREAS, catalogue } from "../../admin-ui/i18n/messages";
import type { Messages } from "../../admin-ui/i18n/messages/types";
import { scanAdminUi, usedKeys } from "../support/i18n-scan";

/**
 * The UI speaks English and Spanish from one catalogue (docs/decisions/i18n.md). This check fails when a text has a
 * key in one language and not the other, when a react-admin text has no Spanish, when admin-ui uses a key that does
 * not exist, or when a user-visible English text is written straight into admin-ui instead of the catalogue.
 */

const ROOT = join(import.meta.dir, "..", "..");

function leaves(m: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(m)) {
    if (typeof v === "string") out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the i18n catalogue", () => {
  const en = leaves(catalogue.en);
  const es = leaves(catalogue.es);

  test("every English key has a Spanish text and every Spanish key an English one", () => {
    expect([...en.keys()].filter((k) => !es.has(k))).toEqual([]);
    expect([...es.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  test("no text is empty and both languages use the same %{placeholders}", () => {
    const bad = [...en].filter(([k, v]) => v.trim() === "" || (es.get(k) ?? "").trim() === "" || placeholders(v).join() !== placeholders(es.get(k) ?? "").join());
    expect(bad.map(([k]) => k)).toEqual([]);
  });

  test("no key is defined by two area files", () => {
    const seen = new Map<string, number>();
    for (const area of AREAS) for (const k of leaves(area.en).keys()) seen.set(k, (seen.get(k) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  test("every react-admin text (ra.*) of react-admin 5's English exists in Spanish", () => {
    const raEnglish = leaves(englishMessages as unknown as Messages);
    const spanish = leaves(MESSAGES.es as unknown as Messages);
    expect([...raEnglish.keys()].filter((k) => !spanish.has(k))).toEqual([]);
  });

  test("every key admin-ui translates exists in the catalogue", () => {
    const all = leaves(MESSAGES.en as unknown as Messages);
    expect(usedKeys(ROOT).filter(({ key }) => !all.has(key))).toEqual([]);
  });

  test("admin-ui writes no user-visible text outside the catalogue", () => {
    const all = leaves(MESSAGES.en as unknown as Messages);
    // A react-admin input's label may be a catalogue key: react-admin translates it itself.
    const hardCoded = scanAdminUi(ROOT)
      .filter((f) => f.kind === "locale" || !all.has(f.text))
      .map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`);
    expect(hardCoded).toEqual([]);
  });

  test("the scan finds each kind of hard-coded text and leaves translated text alone", async () => {
    const { scanSource } = await import("../support/i18n-scan");
    const source = `
      export function X({ busy }: { busy: boolean }) {
        const translate = useTranslate();
        toast.error("Failed to save");
        return (
          <Card title="Profile" aria-label={translate("settings.profile")}>
            Save Profile
            {busy ? "Saving..." : translate("settings.saveProfile")}
            <TextField label={\`Crop \${busy}\`} placeholder="—" />
            <Line name="Budget" dataKey="budget" />
            <Box sx={{ textAlign: "center" }} className="wide">ac</Box>
          </Card>
        );
      }`;
    expect(scanSource("x.tsx", source).map((f) => [f.kind, f.text])).toEqual([
      ["message", "Failed to save"],
      ["prop", "Profile"],
      ["jsx-text", "Save Profile"],
      ["child", "Saving..."],
      ["prop", "Crop ${…}"],
      ["prop", "Budget"],
    ]);
  });

  test("the scan finds texts in confirms, errors, choices, constants, literal lists and templates, and fixed locales", async () => {
    const { scanSource } = await import("../support/i18n-scan");
    const source = `
      const CONFIRM = "Delete this entity?";
      const units = UNITS.map((u) => ({ id: u, name: \`\${u} per acre\` }));
      const keyed = UNITS.map((u) => ({ id: u, name: \`tasks.unit.\${u}\` }));
      export function X({ t, when }: { t: string; when: string }) {
        if (!window.confirm(\`Delete "\${t}"?\`)) return null;
        if (!confirm(CONFIRM)) return null;
        const loss = \`\${t} (Loss)\`;
        const size = \`\${t} ac\`;
        const url = \`/api/maps/\${t}?year=\${when}\`;
        const css = \`calc(100% - \${t}px)\`;
        if (!t) throw new Error("Upload failed");
        return (
          <Box>
            <SelectInput source="u" choices={units} />
            <SelectInput source="k" choices={keyed} />
            <SelectInput source="m" choices={[{ id: "cash", name: "Cash" }]} />
            <Form messages={{ empty: "Nothing here" }} confirm="Sure?" />
            {["Field", translate("x.crop")].map((h) => <TableCell key={h}>{h}</TableCell>)}
            {new Date(when).toLocaleString("en-US")}
          </Box>
        );
      }`;
    expect(scanSource("x.tsx", source).map((f) => [f.kind, f.text])).toEqual([
      ["template", "${…} per acre"],
      ["message", 'Delete "${…}"?'],
      ["message", "Delete this entity?"],
      ["template", "${…} (Loss)"],
      ["message", "Upload failed"],
      ["prop", "Cash"],
      ["prop", "Nothing here"],
      ["prop", "Sure?"],
      ["child", "Field"],
      ["locale", "en-US"],
    ]);
  });
});
