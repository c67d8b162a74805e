/**
 * The dashboard drawn into the page the server answers for `/` or `/dashboard` (issue 41, goal 2;
 * docs/decisions/first-paint.md): when the request carries a session and the entity and crop year this browser
 * remembers (VIEW_COOKIE), the server asks its own API the dashboard's reads with that request's cookies (the same
 * routes, access rules and answers as the app's boot reads) and writes the figures, the recent activity and the two
 * charts as plain HTML in a closed shadow root, over the page, before any script has run. The app starts under it as
 * always and removes it once its own dashboard shows the same data (admin-ui/lib/first-paint.ts).
 *
 * Nothing is computed here: the figures are the API's answers, printed with the app's own functions (usdText,
 * decimalText, dateText, taskAmount, categoryText, niceTicks and axisMoney, the dashboard's own rules) and catalogue texts, in the account's
 * language. Anything unexpected (signed out, a crew account, a password to choose, the entity not in the account's
 * list, any read not 200) draws nothing: the page is then exactly the plain index.html.
 */
import { dashboard } from "../../admin-ui/i18n/messages/dashboard";
import { app } from "../../admin-ui/i18n/messages/app";
import type { Messages } from "../../admin-ui/i18n/messages/types";
import { isLocale, type Locale } from "../../admin-ui/i18n/locales";
import { BOOT_ANSWERS_ID, dashboardReads, ENTITY_LIST, FIRST_PAINT_ID, readKey } from "../../admin-ui/lib/boot-reads";
import { axisMoney, niceTicks } from "../../admin-ui/lib/chart-scale";
import { figureSize } from "../../admin-ui/dashboard/figure-size";
import { costedCategories, DEFAULT_BAR_COLOR, FIELD_BAR_COLOR, noFieldCosts, recentShown } from "../../admin-ui/dashboard/dashboard-rules";
import { INTL_LOCALES } from "../../admin-ui/lib/format";
import { taskAmount } from "../../admin-ui/lib/task-amount";
import { viewFromCookies } from "../../admin-ui/layout/farm-storage";
import { dateText, decimalText, usdText } from "../client/rules";
import { categoryText } from "../domain/reference-names";
import { SESSION_COOKIE } from "../domain/users";

interface Summary {
  totalFields: number;
  totalAcres: string;
  monthlyCost: string;
  costPerAcre: string;
  activeTasks: number;
}
interface ActivityTask {
  id: number;
  name: string;
  fieldName: string | null;
  categoryName: string | null;
  date: string;
  totalCost: string | null;
  isIncomeCategory: boolean | null;
}
interface Breakdown {
  byCategory: Array<{ categoryName: string; cost: string; color: string | null }>;
  byField: Array<{ fieldId: number; fieldName: string; costPerAcre: string }>;
}

/** What the first paint shows: the API's answers for one entity and crop year, and the account's language. */
export interface FirstPaintData {
  locale: Locale;
  entity: { id: number; name: string; location: string };
  year: number;
  summary: Summary;
  tasks: ActivityTask[];
  breakdown: Breakdown;
}

/** One answer of the server's own API: its status, the headers a reader of it uses, and its body. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The answer's Set-Cookie headers (a session renewed by the read): for the page's answer, never put in the page. */
  setCookies?: string[];
}

/** One GET of the server's own API with the page request's cookies. */
export type ApiRead = (path: string) => Promise<ApiAnswer>;

/** What the page is drawn from, and the same answers for the app (keyed as the boot reads key them: readKey). */
export interface FirstPaint {
  data: FirstPaintData;
  answers: Record<string, ApiAnswer>;
}

/**
 * The dashboard's reads for the first paint, or null when it must not be drawn. `read` runs each through the API with
 * the page request's cookies, so a read this account may not make is refused exactly as the app's would be. Every
 * read the app's first script would start (lib/boot-reads.ts: who is signed in, the entity list and the dashboard's
 * five) is made, and each answered 200 is handed to the app in the page, so it asks none of them again.
 */
export async function readFirstPaint(cookies: string | null, read: ApiRead): Promise<FirstPaint | null> {
  const view = viewFromCookies(cookies);
  if (!view || !(cookies ?? "").split(/;\s*/).some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return null;
  const userAnswer = await read("/api/auth/user");
  if (userAnswer.status !== 200) return null;
  const who = (JSON.parse(userAnswer.text) as { user?: { isCrew?: boolean; mustChangePassword?: boolean; locale?: string } }).user;
  if (!who || who.isCrew || who.mustChangePassword) return null;
  const paths = [ENTITY_LIST, ...dashboardReads(view.entityId, view.year)];
  const answered = await Promise.all(paths.map(read));
  // The entity list, cost breakdown, summary and recent activity are drawn; categories and rent due only handed on.
  if (answered.slice(0, 4).some((a) => a.status !== 200)) return null;
  const [entities, breakdown, summary, tasks] = answered.slice(0, 4).map((a) => JSON.parse(a.text) as unknown);
  const entity = (entities as FirstPaintData["entity"][]).find((e) => e.id === view.entityId);
  if (!entity) return null;
  const answers: Record<string, ApiAnswer> = { [readKey("/api/auth/user", ORIGIN)]: userAnswer };
  paths.forEach((path, i) => {
    if (answered[i]!.status === 200) answers[readKey(path, ORIGIN)] = answered[i]!;
  });
  return {
    data: {
      locale: isLocale(who.locale) ? who.locale : "en",
      entity,
      year: view.year,
      summary: summary as Summary,
      tasks: tasks as ActivityTask[],
      breakdown: breakdown as Breakdown,
    },
    answers,
  };
}

/** Any origin: readKey keys a read by its path and query alone. */
const ORIGIN = "http://farm.invalid";

/**
 * The answers as a data block the app's first script reads (`<script type="application/json">` is never run, so the
 * page's script policy allows it); `<` written as its JSON escape, so no stored text can end the element.
 */
export function bootAnswersHtml(answers: Record<string, ApiAnswer>): string {
  const given = Object.fromEntries(Object.entries(answers).map(([key, { status, headers, text }]) => [key, { status, headers, text }]));
  return `<script type="application/json" id="${BOOT_ANSWERS_ID}">${JSON.stringify(given).replace(/</g, "\\u003c")}</script>`;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text or an attribute's value as HTML: every stored name (an entity, a field, a task) passes through here. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A catalogue text by its dotted key, with %{name} filled in. */
function text(messages: Messages, key: string, values: Record<string, string> = {}): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  const found = typeof node === "string" ? node : key;
  return found.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/** One chart as HTML: the value axis's ticks, dashed grid lines and one bar per figure, sized to its card. */
function chartHtml(title: string, bars: Array<{ height: number; color: string }>, empty: string | null): string {
  const body = empty
    ? `<p class="muted">${escapeHtml(empty)}</p>`
    : (() => {
        const ticks = niceTicks(bars.map((b) => b.height));
        const low = ticks[0]!;
        const high = ticks.at(-1)!;
        const at = (v: number) => ((v - low) / (high - low)) * 100;
        const zero = at(Math.max(low, Math.min(0, high)));
        const grid = ticks.map((t) => `<div class="tick" style="bottom:${at(t).toFixed(2)}%"><span>${escapeHtml(axisMoney(t))}</span></div>`).join("");
        const drawn = bars
          .map((b) => {
            const end = at(b.height);
            return `<div class="slot"><i style="bottom:${Math.min(zero, end).toFixed(2)}%;height:${Math.abs(end - zero).toFixed(2)}%;background:${escapeHtml(b.color)}"></i></div>`;
          })
          .join("");
        return `<div class="plot">${grid}<div class="bars">${drawn}</div></div>`;
      })();
  return `<section class="card chart"><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

/**
 * The first paint as HTML: a host element (`#first-paint`, fixed over the page, hidden from assistive technology and
 * from the pointer: the app under it takes every click) holding a closed shadow root with its own styles, so none of
 * its text or styles meets the app's. The host says which entity and crop year it shows (`data-entity`,
 * `data-year`) and what it shows (`data-shows`); a style removes it after 10 s should the app never start.
 */
export function firstPaintHtml(data: FirstPaintData): string {
  const messages = dashboard[data.locale];
  const t = (key: string, values?: Record<string, string>) => text(messages, `dashboard.${key}`, values);
  const intl = INTL_LOCALES[data.locale]!;
  const money = (v: string | null) => usdText(v, intl);
  const category = (name: string | null) => (name ? categoryText(name, data.locale) : "");
  const s = data.summary;
  const cards = [
    [t("totalFields"), String(s.totalFields), t("totalAcres", { totalAcres: decimalText(s.totalAcres, 1, intl) }), ""],
    [t("monthlyCost"), money(s.monthlyCost), t("t82VsLastMonth"), " good"],
    [t("costPerAcre2"), money(s.costPerAcre), t("averageAcrossAllFields"), ""],
    [t("activeTasks"), String(s.activeTasks), t("inProgressThisMonth"), ""],
  ]
    .map(([title, value, subtitle, kind]) => {
      const size = figureSize(value);
      return `<div class="card stat"><div class="muted">${escapeHtml(title!)}</div><div class="figure"${size ? ` style="font-size:${size}"` : ""}>${escapeHtml(value!)}</div><small class="muted${kind}">${escapeHtml(subtitle!)}</small></div>`;
    })
    .join("");
  const shown = recentShown(data.tasks);
  const activity = shown.length
    ? shown
        .map((task) => {
          const { text: amount, credit } = taskAmount(task, money);
          return `<div class="row"><div class="grow"><b>${escapeHtml(task.name)}</b><small class="muted">${escapeHtml(`${task.fieldName} · ${category(task.categoryName)} · ${dateText(task.date, data.locale)}`)}</small></div><b${credit ? ' class="good"' : ""}>${escapeHtml(amount)}</b></div>`;
        })
        .join("")
    : `<p class="muted">${escapeHtml(`${t("noFieldActivityRecordedFor")} ${data.year} ${t("yet")}`)}</p>`;
  const byCategory = costedCategories(data.breakdown.byCategory).map((c) => ({ height: Number(c.cost), color: c.color ?? DEFAULT_BAR_COLOR }));
  const byField = data.breakdown.byField.map((f) => ({ height: Number(f.costPerAcre), color: FIELD_BAR_COLOR }));
  const noCosts = t("noCostsRecordedForThis");
  const charts =
    chartHtml(t("costByCategory"), byCategory, byCategory.length ? null : noCosts) +
    chartHtml(t("costPerAcreByField"), byField, noFieldCosts(data.breakdown.byField) ? noCosts : null);
  const shows = ["stat-card", shown.length ? "activity-row" : "activity-empty", byCategory.length ? "chart-bar" : "chart-empty"].join(" ");
  return (
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true" data-entity="${data.entity.id}" data-year="${data.year}" data-shows="${shows}">` +
    `<template shadowrootmode="closed"><style>${STYLE}</style>` +
    `<aside><b class="brand"><i></i>${escapeHtml(text(app[data.locale], "app.title"))}</b></aside>` +
    `<header><b>${escapeHtml(data.entity.name)}</b><small class="muted">${escapeHtml(data.entity.location)}</small></header>` +
    `<main><h1>${escapeHtml(t("dashboard"))}</h1><div class="stats">${cards}</div>` +
    `<div class="pair"><section class="card activity"><h2>${escapeHtml(t("recentFieldActivity"))}</h2>${activity}</section><section class="card quick"><h2>${escapeHtml(t("quickActions"))}</h2></section></div>` +
    `<div class="charts">${charts}</div></main></template></div>`
  );
}

/**
 * The first paint's look: the app's shell and dashboard (Sidebar 272 px from 900 px up, the top bar, the cards' grid
 * at MUI's sm and lg breakpoints), in the theme's colours and font. Removed by the app, or after 10 s by itself.
 */
const STYLE = `:host{all:initial;position:fixed;inset:0;z-index:1300;pointer-events:none;overflow:hidden;background:#f6f7f4;color:rgba(0,0,0,.87);font:14px/1.43 Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;animation:gone 0s 10s forwards}
@keyframes gone{to{visibility:hidden}}
*{box-sizing:border-box;margin:0}
aside{display:none}
header{height:77px;padding:12px 16px 12px 56px;background:#fff;border-bottom:1px solid rgba(0,0,0,.12);display:flex;flex-direction:column;justify-content:center}
header b{font-size:18px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:40vw}
main{padding:12px;display:grid;gap:24px}
h1{font-size:1.5rem;font-weight:700;line-height:1.33}
h2{font-size:1.25rem;font-weight:500;line-height:1.6;margin:0 0 16px}
.muted{color:rgba(0,0,0,.6)}
small{display:block;font-size:.75rem;line-height:1.66}
.good{color:#2e7d32}
.card{background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:8px;padding:16px 16px 24px}
.stats{display:grid;gap:16px;grid-template-columns:1fr}
.stat{container-type:inline-size}
.figure{font-size:2.125rem;font-weight:700;line-height:2.625rem;margin-top:8px;white-space:nowrap}
.pair,.charts{display:grid;gap:16px;grid-template-columns:1fr}
.row{display:flex;gap:16px;align-items:center;min-height:65px;padding:10px 0 10px 52px;border-bottom:1px solid rgba(0,0,0,.12)}
.row:last-child{border-bottom:0}
.grow{flex:1;min-width:0}
.grow b{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.chart{height:345px}
.plot{position:relative;height:250px;margin-left:56px}
.tick{position:absolute;left:0;right:0;border-top:1px dashed #ccc}
.tick span{position:absolute;right:100%;padding-right:6px;transform:translateY(-50%);font-size:11px;color:#666}
.bars{position:absolute;inset:0;display:flex}
.slot{flex:1;position:relative}
.slot i{position:absolute;left:10%;right:10%;border-radius:4px 4px 0 0}
@media (min-width:600px){main{padding:24px}.stats{grid-template-columns:1fr 1fr}}
@media (min-width:900px){aside{display:block;position:absolute;top:0;bottom:0;left:0;width:272px;background:#fff;border-right:1px solid rgba(0,0,0,.12);padding:20px 16px}
header,main{margin-left:272px}header{padding-left:24px}header b{font-size:1.5rem}
.brand{display:flex;gap:12px;align-items:center;font-size:1.05rem}.brand i{width:40px;height:40px;border-radius:50%;background:#2f7d32}}
@media (min-width:1200px){.stats{grid-template-columns:repeat(4,1fr)}.pair{grid-template-columns:2fr 1fr}.charts{grid-template-columns:1fr 1fr}}`;

/** index.html with the first paint as the body's first element, before the app's root. */
export function withFirstPaint(index: string, firstPaint: string): string {
  const at = index.indexOf("<body>");
  return at < 0 ? index : `${index.slice(0, at + 6)}${firstPaint}${index.slice(at + 6)}`;
}

/** The headers of an answer the app reads besides its body (react-admin's lists read their total in Content-Range). */
const KEPT_HEADERS = ["content-type", "content-range", "x-total-count"];

/**
 * A GET of `path` through the API (`fetch`: the app's own handler) as the page request `page` would make it: the same
 * headers (its cookies, and the address a trusted proxy forwarded), asking for JSON and no compression.
 */
export async function apiRead(page: Request, path: string, fetch: (req: Request) => Response | Promise<Response>): Promise<ApiAnswer> {
  const headers = new Headers(page.headers);
  for (const name of ["accept-encoding", "if-none-match", "if-modified-since", "range"]) headers.delete(name);
  headers.set("accept", "application/json");
  const answer = await fetch(new Request(new URL(path, page.url), { headers }));
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return { status: answer.status, headers: kept, text: await answer.text(), setCookies: answer.headers.getSetCookie() };
}
