import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { isLocale, LOCALES } from "../i18n/locales";

/** The sign-in page's language switch: no account needed, kept in this browser; signing in applies the account's own. */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_, next: unknown) => isLocale(next) && setLocale(next)}
      aria-label={translate("settings.language")}
      sx={{ display: "flex", justifyContent: "center", mb: 2 }}
    >
      {LOCALES.map((l) => (
        <ToggleButton key={l.locale} value={l.locale} lang={l.locale} sx={{ textTransform: "none", py: 0.25, px: 1.5 }}>
          {l.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
