import { MenuItem, TextField, Typography } from "@mui/material";
import { type Lang, LANGS } from "../../api/client/rules";
import { useUpdate, useTranslate } from "react-admin";
import { useEntities } from "../layout/useEntities";
import { errorMessage } from "../lib/http";
import type { Entity } from "../lib/types";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";

/**
 * The language an entity's invoices are written in for the partner they bill (the entity's `invoiceLanguage`): the
 * invoice's PDF and CSV are in it whoever downloads them. Those who may edit the entity change it here; the others
 * see it. For All Entities, a line says which language the files take.
 */
export function InvoiceLanguageSelect({ entityId }: { entityId: number | "all" }) {
  const translate = useTranslate();
  const { entities } = useEntities();
  const may = useMayChange("entities");
  const [update, { isPending }] = useUpdate<Entity>();
  const toast = useToast();
  const languageName = (language: string) => translate(`reports.languageNames.${language}`);
  if (entityId === "all") {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }} data-testid="invoice-language-shared">
        {translate("reports.invoiceLanguageShared")}
      </Typography>
    );
  }
  const entity = entities.find((e) => e.id === entityId);
  if (!entity) return null;
  const choose = (language: Lang) => {
    if (language === entity.invoiceLanguage) return;
    update(
      "entities",
      { id: entity.id, data: { invoiceLanguage: language }, previousData: entity },
      {
        mutationMode: "pessimistic",
        onSuccess: () => toast.success(translate("reports.invoiceLanguageSaved", { entity: entity.name, language: languageName(language) })),
        onError: (error) => toast.error(errorMessage(error, translate("reports.invoiceLanguageFailed"))),
      },
    );
  };
  return (
    <TextField
      select
      size="small"
      label={translate("reports.invoiceLanguage")}
      value={entity.invoiceLanguage}
      disabled={!may.update || isPending}
      onChange={(e) => choose(e.target.value as Lang)}
      title={translate("reports.invoiceLanguageHelp")}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { SelectDisplayProps: { "data-testid": "invoice-language" } as object } }}
    >
      {LANGS.map((language) => (
        <MenuItem key={language} value={language}>
          {translate(`reports.languageOptions.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
