import { useEffect } from "react";
import { useGetIdentity, useLocaleState } from "react-admin";
import { isLocale } from "../i18n/locales";

/**
 * The UI speaks the language saved in the signed-in user's account (docs/decisions/i18n.md): on sign-in, on a page
 * load, and after the user changes it in Settings. Signed out, the sign-in page's own switch (kept in the browser) applies.
 */
export function useAccountLocale() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const saved = identity?.locale;
  useEffect(() => {
    if (isLocale(saved) && saved !== locale) setLocale(saved);
    // Only a new answer from the account moves the UI; the current locale is what it is compared with.
  }, [saved, identity?.id]);
}
