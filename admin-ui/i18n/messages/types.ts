/** A nested catalogue of texts; leaves are polyglot strings ("%{count} tasks |||| ..."). */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * One area's texts in every language the UI speaks. Each area of the UI keeps its own file beside this one
 * (admin-ui/i18n/messages/<area>.ts), so screens built in parallel never edit the same catalogue file.
 * @example export const crew: AreaMessages = { en: { crew: { title: "Record work" } }, es: { crew: { title: "Registrar trabajo" } } };
 */
export interface AreaMessages {
  en: Messages;
  es: Messages;
}
