import { Card, CardContent, CardHeader, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { useGetIdentity, useLocaleState, useTranslate } from "react-admin";
import { signedIn } from "../authProvider";
import { isLocale, LOCALES } from "../i18n/locales";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

/** The UI language, saved in your account so that it follows you to every browser you sign in on. */
export function LanguageCard() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const { refetch } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const choose = async (next: string) => {
    if (!isLocale(next) || next === locale) return;
    setBusy(true);
    try {
      const user = await read(api.api.account.$put({ json: { locale: next } }));
      signedIn(user);
      setLocale(next);
      await refetch();
    } catch (error) {
      toast.error(errorMessage(error, translate("settings.failedToChangeLanguage")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={translate("settings.language")} subheader={translate("settings.languageHelp")} />
      <CardContent>
        <TextField
          select
          fullWidth
          label={translate("settings.language")}
          value={locale}
          disabled={busy}
          onChange={(e) => void choose(e.target.value)}
          slotProps={{ select: { SelectDisplayProps: { "data-testid": "language-select" } as object } }}
        >
          {LOCALES.map((l) => (
            <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
