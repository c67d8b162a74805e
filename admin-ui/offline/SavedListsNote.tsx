import HistoryIcon from "@mui/icons-material/History";
import { Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { onSavedListShown, savedListsAge } from "./saved-reads";

/** "2 hours ago" in the user's language (Intl.RelativeTimeFormat). */
export function ageText(savedAt: number, locale: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const minutes = Math.round((savedAt - now) / 60_000);
  if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return format.format(hours, "hour");
  return format.format(Math.round(hours / 24), "day");
}

/** "Lists saved 2 hours ago", under a form whose choices came from this device's saved lists (no network). */
export function SavedListsNote() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [savedAt, setSavedAt] = useState(savedListsAge);
  useEffect(() => onSavedListShown(() => setSavedAt(savedListsAge())), []);
  if (savedAt === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="saved-lists-age" sx={{ display: "flex", alignItems: "center", gap: 0.5, mb: 1 }}>
      <HistoryIcon fontSize="small" aria-hidden />
      {translate("offline.saved_lists", { age: ageText(savedAt, locale) })}
    </Typography>
  );
}
