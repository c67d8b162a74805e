import type { Messages } from "./types";

/**
 * react-admin's added texts in English, in a module of their own: the first screen bundles them without the Spanish,
 * which arrives with the whole catalogue (first-screen-english.ts). The area itself is ra.ts.
 */
export const raEnglish: Messages = {
  ra: {
    action: { reset: "Reset", search_columns: "Search columns", select_all_button: "Select all" },
    page: { access_denied: "Access denied", authentication_error: "Authentication error" },
    message: {
      access_denied: "You don't have the right permissions to access this page",
      authentication_error: "The authentication server returned an error and your credentials could not be checked.",
      select_all_limit_reached: "There are too many elements to select them all. Only the first %{max} elements were selected.",
      placeholder_data_warning: "Network issue: Data refresh failed.",
    },
    navigation: { clear_filters: "Clear filters", no_filtered_results: "No %{name} found using the current filters." },
    auth: { email: "Email" },
    notification: { offline: "No connectivity. Could not fetch data." },
    validation: { unique: "Must be unique" },
    guesser: { empty: { title: "No data to display", message: "Please check your data provider" } },
  },
};
