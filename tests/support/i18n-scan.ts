import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "@babel/parser";

/**
 * Finds user-visible English written straight into admin-ui instead of going through the catalogue
 * (admin-ui/i18n/messages). What counts as user-visible:
 * - JSX text children with a letter in them (`<Button>Save</Button>`);
 * - string literals and template literals with letters given to a visible prop (VISIBLE_PROPS; `name` only on
 *   chart series, where it is the legend), directly or through `a ? "x" : "y"`, `a && "x"`, `a ?? "x"`, `"a" + b`;
 * - the same expressions as a JSX child (`{busy ? "Saving..." : "Save"}`), inside a template literal's `${…}`, and as
 *   the values put into a translated text (`translate("key", { role: admin ? "an admin" : "read only" })`);
 * - an `"aria-label"` given through slotProps (`{ htmlInput: { "aria-label": "..." } }`), and table heads
 *   (`head={["Date", "Task"]}`);
 * - constant tables of shown texts (TABLE_NAMES: `const HEAD = ["Field", ...]`, `const TYPE_NAMES = { cash: "Cash rent" }`,
 *   choices' `name`), which must hold catalogue keys;
 * - the texts given to toasts and notifications (`toast.success("...", "Title")`, `toast.show(kind, "Title", "...")`,
 *   `notify("...")`, `errorMessage(error, "...")`), to the browser's dialogs (`window.confirm("...")`, `alert`) and to
 *   errors that end up on screen (`new Error("...")`);
 * - props that take a text or a table of texts (`confirm`, `notify`, `messages={{ ... }}`);
 * - the `name` (or `label`) of choices, whether written in the `choices` prop or in a table it is given
 *   (`const choices = TYPES.map((t) => ({ id: t, name: \`${t} (rate)\` }))`);
 * - a same-file constant any of the above names (`const CONFIRM = "Are you sure?"; window.confirm(CONFIRM)`);
 * - any template literal with words in it, wherever it is (`\`${money(x)} (Loss)\``), unless it is code rather
 *   than language (NON_LANGUAGE: URLs and paths, keys and file names, CSS).
 * A `translate("key")` call is never flagged, nor is text without a letter ("—", "$", "%").
 */

/** Props whose string value is shown to the user. */
export const VISIBLE_PROPS = new Set([
  "label",
  "title",
  "subtitle",
  "subheader",
  "placeholder",
  "helperText",
  "emptyText",
  "aria-label",
  "alt",
  "message",
  "primary",
  "secondary",
  "tooltip",
  "denial",
  "print",
  "pdfLabel",
  "confirmTitle",
  "confirmContent",
  "description",
  "heading",
  "caption",
  "text",
  "empty",
  "head",
  "loading",
  "hint",
  "confirm",
  "notify",
  "messages",
]);

/** Constant tables of shown texts (column heads, tab and type names, choices), by the names this code base gives them. */
const TABLE_NAMES = /^(HEAD|HEADS|HEADERS|COLUMNS|head|heads|headers|columns|TITLES|SUBMIT|LABELS|TYPE_NAMES|TYPES|BASES|TABS|CONTENTS|STEPS|MONTHS|[A-Z_]*_TEXT)$/;

/** Chart series components: their `name` is the legend text. */
const CHART_SERIES = new Set(["Line", "Bar", "Area", "Pie", "Scatter"]);

/** Calls whose first argument is a locale: given as a literal, they ignore the UI language. */
const LOCALE_CALLS = new Set(["toLocaleString", "toLocaleDateString", "toLocaleTimeString", "DateTimeFormat", "NumberFormat", "RelativeTimeFormat"]);

/** The browser's own dialogs: their text argument is shown as is. */
const DIALOG_CALLS = new Set(["confirm", "alert", "prompt"]);

/**
 * Template literals that are code, not language: they are not flagged even with letters in them. Keep this to
 * strings no one reads as English: URLs and paths, query strings, keys and file names (no space), CSS values.
 */
export const NON_LANGUAGE: RegExp[] = [
  /^[^\s]*$/, // one token: a path, URL, key (`tasks.${k}`), file name (`report-${y}.csv`), id, CSS length
  /^(calc|translate|rotate|scale|repeat|minmax|rgba?|hsla?|var)\(/, // CSS functions
  /^[\d.${…}]*(px|rem|em|%|vh|vw|fr|deg|ms|s)?( [\d.${…}]*(px|rem|em|%|vh|vw|fr|deg|ms|s)?| (solid|dashed|dotted|auto|!important))*$/, // CSS lists
];

/** Call targets whose text argument is shown to the user: the toast helpers and react-admin's notify. */
const MESSAGE_CALLS = new Set(["success", "error", "info", "warning", "notify", "errorMessage"]);

/**
 * Texts that stay the same in every language, so they are allowed outside the catalogue. Keep it short and say why.
 * - the product's brand name;
 * - units and symbols that farm staff read the same in English and Spanish ("ac" for acres is kept in Spanish too);
 * - file formats and product names (CSV, PDF, IIF, QuickBooks);
 * - codes read as they are: APN (a parcel number), ACH (a bank transfer).
 */
export const ALLOWED_TEXTS = new Set([
  "Farm Cost Manager",
  "ac",
  "ac.",
  "%",
  "CSV",
  "PDF",
  "IIF",
  "APN",
  "N/A",
  "ACH",
]);

export interface HardCodedText {
  file: string;
  line: number;
  kind: "jsx-text" | "prop" | "child" | "message" | "template" | "locale";
  /** The text as the user sees it (JSX whitespace collapsed; `${…}` for template parts). */
  text: string;
  /** The source node's span, for tools that rewrite it. */
  start: number;
  end: number;
  node: Node;
}

// A loose view of @babel/parser's AST: only what the scan reads.
interface Node {
  type: string;
  start: number;
  end: number;
  loc: { start: { line: number } };
  [key: string]: unknown;
}

/** Unit symbols shown beside a number, read the same in both languages (`${acres} ac`, `${size} MB`). */
export const ALLOWED_UNITS = new Set(["ac", "Bytes", "KB", "MB", "GB"]);

/**
 * An error raised for the programmer, never shown to a user (a hook used outside its provider): the line, or the
 * line above it, says so with this comment and why.
 */
const NOT_SHOWN = /\/\/ i18n-scan: not shown to users\b/;

const hasLetter = (s: string) => /\p{L}/u.test(s);
/** Some word in it is not a unit symbol (`${…} ac` is not language, `${…} (crop)` is). */
const hasWords = (s: string) => (s.replaceAll("${…}", " ").match(/\p{L}+/gu) ?? []).some((w) => !ALLOWED_UNITS.has(w));
/** A catalogue key built in a template (`crew.unit.${u}`): translated where it is shown. */
const isKeyTemplate = (s: string) => s.includes("${…}") && /^[A-Za-z]\w*(\.(\w|\$\{…\})+)+$/.test(s);

/** JSX text as React renders it: lines trimmed, blank lines dropped, joined by one space. */
export function jsxTextValue(raw: string): string {
  if (!raw.includes("\n")) return raw;
  const lines = raw.split(/\r?\n/);
  return lines
    .map((line, i) => {
      let l = line.replace(/\t/g, " ");
      if (i > 0) l = l.replace(/^ +/, "");
      if (i < lines.length - 1) l = l.replace(/ +$/, "");
      return l;
    })
    .filter((l) => l !== "")
    .join(" ");
}

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && typeof (v as Node).type === "string";

function attrName(n: Node): string {
  const name = n.name as Node;
  return name.type === "JSXNamespacedName" ? `${(name.namespace as Node).name}:${(name.name as Node).name}` : String(name.name);
}

function elementName(n: Node | undefined): string {
  const name = n?.name as Node | undefined;
  if (!name) return "";
  if (name.type === "JSXIdentifier") return String(name.name);
  if (name.type === "JSXMemberExpression") return String((name.property as Node).name);
  return "";
}

export function scanSource(file: string, source: string): HardCodedText[] {
  const ast = parse(source, { sourceType: "module", plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] }) as unknown as Node;
  const found: HardCodedText[] = [];
  const reported = new Set<number>();
  const lines = source.split("\n");
  const add = (node: Node, kind: HardCodedText["kind"], text: string) => {
    const t = text.trim();
    if (!hasLetter(t) || ALLOWED_TEXTS.has(t) || !hasWords(t) || isKeyTemplate(t) || reported.has(node.start)) return;
    const line = node.loc.start.line;
    if (NOT_SHOWN.test(lines[line - 1] ?? "") || NOT_SHOWN.test(lines[line - 2] ?? "")) return;
    reported.add(node.start);
    found.push({ file, line, kind, text: t, start: node.start, end: node.end, node });
  };

  // The file's constants by name, so a text kept in a constant is found where it is shown.
  const constants = new Map<string, Node[]>();
  const collect = (node: Node): void => {
    if (node.type === "VariableDeclarator" && (node.id as Node).type === "Identifier" && node.init) {
      const name = String((node.id as Node).name);
      constants.set(name, [...(constants.get(name) ?? []), node.init as Node]);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key === "leadingComments" || key === "trailingComments" || key === "extra") continue;
      if (Array.isArray(value)) for (const child of value) isNode(child) && collect(child);
      else if (isNode(value)) collect(value);
    }
  };
  collect(ast);
  const resolving = new Set<string>();
  const resolve = (name: string, each: (init: Node) => void) => {
    if (resolving.has(name)) return;
    resolving.add(name);
    for (const init of constants.get(name) ?? []) each(init);
    resolving.delete(name);
  };

  /** The shown names of choices: the `name`/`label` of each choice, in a literal array or a `.map` to objects. */
  const choicesExpr = (e: Node | undefined): void => {
    if (!e) return;
    if (e.type === "Identifier") resolve(String(e.name), choicesExpr);
    else if (e.type === "TSAsExpression" || e.type === "ParenthesizedExpression") choicesExpr(e.expression as Node);
    else if (e.type === "LogicalExpression") {
      choicesExpr(e.left as Node);
      choicesExpr(e.right as Node);
    } else if (e.type === "ConditionalExpression") {
      choicesExpr(e.consequent as Node);
      choicesExpr(e.alternate as Node);
    } else if (e.type === "ArrayExpression") for (const item of e.elements as Node[]) choicesExpr(item);
    else if (e.type === "ObjectExpression") {
      for (const prop of e.properties as Node[]) {
        const key = prop.key as Node | undefined;
        if (prop.type === "ObjectProperty" && (key?.name === "name" || key?.name === "label")) textExpr(prop.value as Node, "prop");
      }
    } else if (e.type === "CallExpression") {
      // `LIST.map((x) => ({ id: x, name: ... }))`
      for (const arg of e.arguments as Node[]) {
        if (arg.type === "ArrowFunctionExpression" || arg.type === "FunctionExpression") {
          const body = arg.body as Node;
          if (body.type === "BlockStatement") {
            for (const st of body.body as Node[]) if (st.type === "ReturnStatement") choicesExpr(st.argument as Node);
          } else choicesExpr(body);
        }
      }
    }
  };

  /** The shown text of an expression that ends up on screen. */
  const textExpr = (e: Node | undefined, kind: HardCodedText["kind"]): void => {
    if (!e) return;
    if (e.type === "StringLiteral") add(e, kind, String(e.value));
    else if (e.type === "TemplateLiteral") {
      const quasis = e.quasis as Node[];
      const text = quasis.map((q) => String((q.value as { cooked: string }).cooked)).join("${…}");
      if (hasLetter(text.replaceAll("${…}", ""))) add(e, kind, text);
      else for (const part of e.expressions as Node[]) textExpr(part, kind);
    } else if (e.type === "ConditionalExpression") {
      textExpr(e.consequent as Node, kind);
      textExpr(e.alternate as Node, kind);
    } else if (e.type === "LogicalExpression") {
      if (e.operator !== "&&") textExpr(e.left as Node, kind);
      textExpr(e.right as Node, kind);
    } else if (e.type === "BinaryExpression" && e.operator === "+") {
      textExpr(e.left as Node, kind);
      textExpr(e.right as Node, kind);
    } else if (e.type === "TSAsExpression" || e.type === "ParenthesizedExpression") textExpr(e.expression as Node, kind);
    else if (e.type === "ArrayExpression") for (const item of e.elements as Node[]) textExpr(item, kind);
    else if (e.type === "ObjectExpression") {
      // A table of texts given to a visible prop (`messages={{ empty: "..." }}`).
      for (const prop of e.properties as Node[]) if (prop.type === "ObjectProperty") textExpr(prop.value as Node, kind);
    } else if (e.type === "Identifier") resolve(String(e.name), (init) => textExpr(init, kind));
  };

  const visit = (node: Node, parent: Node | undefined, grand: Node | undefined): void => {
    if (node.type === "JSXText") add(node, "jsx-text", jsxTextValue(String(node.value)));
    else if (node.type === "JSXAttribute") {
      const name = attrName(node);
      const visible = VISIBLE_PROPS.has(name) || (name === "name" && CHART_SERIES.has(elementName(parent)));
      const value = node.value as Node | null;
      if (name === "choices" && value?.type === "JSXExpressionContainer") choicesExpr(value.expression as Node);
      if (visible && value) {
        if (value.type === "StringLiteral") add(value, "prop", String(value.value));
        else if (value.type === "JSXExpressionContainer") textExpr(value.expression as Node, "prop");
      }
    } else if (node.type === "VariableDeclarator" && (node.id as Node).type === "Identifier" && TABLE_NAMES.test(String((node.id as Node).name))) {
      const init = node.init as Node | null;
      if (init?.type === "ObjectExpression") for (const prop of init.properties as Node[]) textExpr(prop.value as Node, "prop");
      else if (init?.type === "ArrayExpression") for (const item of init.elements as Node[]) if (item?.type === "ObjectExpression") for (const prop of item.properties as Node[]) (((prop.key as Node).name === "name" || (prop.key as Node).name === "label") && textExpr(prop.value as Node, "prop"));
      else textExpr(item, "prop");
    } else if (node.type === "AssignmentPattern" && (node.left as Node).type === "Identifier" && VISIBLE_PROPS.has(String((node.left as Node).name))) {
      // A component's default for a visible prop: `{ loading = "Loading..." }`.
      textExpr(node.right as Node, "prop");
    } else if (node.type === "ObjectProperty" && ((node.key as Node).type === "StringLiteral" ? (node.key as Node).value : (node.key as Node).name) === "aria-label") {
      textExpr(node.value as Node, "prop");
    } else if (node.type === "JSXExpressionContainer" && (parent?.type === "JSXElement" || parent?.type === "JSXFragment")) {
      textExpr(node.expression as Node, "child");
    } else if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      const name = callee.type === "Identifier" ? String(callee.name) : callee.type === "MemberExpression" ? String((callee.property as Node).name) : "";
      const target = callee.type === "MemberExpression" ? source.slice((callee.object as Node).start, (callee.object as Node).end) : "";
      const isToast = /toast/i.test(target) && MESSAGE_CALLS.has(name);
      if (name === "notify") textExpr(args[0], "message");
      if (isToast) for (const arg of args) textExpr(arg, "message");
      if (/toast/i.test(target) && name === "show") for (const arg of args.slice(1)) textExpr(arg, "message");
      if (name === "errorMessage") textExpr(args[1], "message");
      const global = callee.type === "Identifier" || target === "window" || target === "globalThis";
      if (global && DIALOG_CALLS.has(name)) textExpr(args[0], "message");
      // translate("key", { what: busy ? "x" : "y" }): the values are shown inside the text.
      if (name === "translate" && args[1]?.type === "ObjectExpression") {
        for (const prop of args[1].properties as Node[]) if (prop.type === "ObjectProperty") textExpr(prop.value as Node, "message");
      }
      // `["Field", "Crop"].map((h) => <TableCell>{h}</TableCell>)`: a literal list of texts rendered one by one.
      if (name === "map" && (callee.object as Node | undefined)?.type === "ArrayExpression" && args[0] && source.slice(args[0].start, args[0].end).includes("<")) {
        textExpr(callee.object as Node, "child");
      }
      // A fixed locale bypasses the UI language (`toLocaleString("en-US")`): dates and numbers go through lib/format.
      if (LOCALE_CALLS.has(name) && args[0]?.type === "StringLiteral") {
        found.push({ file, line: node.loc.start.line, kind: "locale", text: String(args[0].value), start: node.start, end: node.end, node });
      }
    } else if (node.type === "NewExpression" && /Error$/.test(String((node.callee as Node).name ?? ""))) {
      // The message of an error raised in the UI is what errorMessage() shows.
      textExpr((node.arguments as Node[])[0], "message");
    } else if (node.type === "VariableDeclarator" && (node.id as Node).type === "Identifier" && /choices$/i.test(String((node.id as Node).name))) {
      choicesExpr(node.init as Node);
    }
    if (node.type === "TemplateLiteral") {
      // Anywhere else a template literal with words is language, unless it is code (NON_LANGUAGE).
      const text = (node.quasis as Node[]).map((q) => String((q.value as { cooked: string }).cooked)).join("${…}").trim();
      if (/\p{L}{2}/u.test(text.replaceAll("${…}", " ")) && !NON_LANGUAGE.some((re) => re.test(text))) add(node, "template", text);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key === "leadingComments" || key === "trailingComments" || key === "extra") continue;
      if (Array.isArray(value)) for (const child of value) isNode(child) && visit(child, node, parent);
      else if (isNode(value)) visit(value, node, parent);
    }
    void grand;
  };
  visit(ast, undefined, undefined);
  return found;
}

/** Every .ts/.tsx file of admin-ui except the catalogue itself. */
export function adminUiFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (relative(root, path) !== join("admin-ui", "i18n")) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
    }
  };
  walk(join(root, "admin-ui"));
  return out.sort();
}

export function scanAdminUi(root: string): HardCodedText[] {
  return adminUiFiles(root).flatMap((path) => scanSource(relative(root, path), readFileSync(path, "utf8")));
}

/** The literal keys given to translate(...) (and `translate` aliases like `t`) in admin-ui. */
export function usedKeys(root: string): { file: string; key: string }[] {
  const keys: { file: string; key: string }[] = [];
  for (const path of adminUiFiles(root)) {
    const source = readFileSync(path, "utf8");
    for (const m of source.matchAll(/\btranslate\(\s*"([^"]+)"/g)) keys.push({ file: relative(root, path), key: m[1] as string });
  }
  return keys;
}
