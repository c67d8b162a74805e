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
 *   `notify("...")`, `errorMessage(error, "...")`).
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
]);

/** Constant tables of shown texts (column heads, tab and type names, choices), by the names this code base gives them. */
const TABLE_NAMES = /^(HEAD|HEADS|HEADERS|COLUMNS|head|heads|headers|columns|TITLES|SUBMIT|LABELS|TYPE_NAMES|TYPES|BASES|TABS|CONTENTS|STEPS|MONTHS|[A-Z_]*_TEXT)$/;

/** Chart series components: their `name` is the legend text. */
const CHART_SERIES = new Set(["Line", "Bar", "Area", "Pie", "Scatter"]);

/** Call targets whose text argument is shown to the user: the toast helpers and react-admin's notify. */
const MESSAGE_CALLS = new Set(["success", "error", "info", "warning", "notify", "errorMessage"]);

/**
 * Texts that stay the same in every language, so they are allowed outside the catalogue. Keep it short and say why.
 * - the product's brand name;
 * - units and symbols that farm staff read the same in English and Spanish ("ac" for acres is kept in Spanish too);
 * - file formats and product names (CSV, PDF, IIF, QuickBooks).
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
]);

export interface HardCodedText {
  file: string;
  line: number;
  kind: "jsx-text" | "prop" | "child" | "message";
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

const hasLetter = (s: string) => /\p{L}/u.test(s);

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
  const add = (node: Node, kind: HardCodedText["kind"], text: string) => {
    const t = text.trim();
    if (!hasLetter(t) || ALLOWED_TEXTS.has(t)) return;
    found.push({ file, line: node.loc.start.line, kind, text: t, start: node.start, end: node.end, node });
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
  };

  const visit = (node: Node, parent: Node | undefined, grand: Node | undefined): void => {
    if (node.type === "JSXText") add(node, "jsx-text", jsxTextValue(String(node.value)));
    else if (node.type === "JSXAttribute") {
      const name = attrName(node);
      const visible = VISIBLE_PROPS.has(name) || (name === "name" && CHART_SERIES.has(elementName(parent)));
      const value = node.value as Node | null;
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
      // translate("key", { what: busy ? "x" : "y" }): the values are shown inside the text.
      if (name === "translate" && args[1]?.type === "ObjectExpression") {
        for (const prop of args[1].properties as Node[]) if (prop.type === "ObjectProperty") textExpr(prop.value as Node, "message");
      }
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
