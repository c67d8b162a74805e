import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from "@mui/material";
import { useState } from "react";
import type { Field } from "../lib/types";
import { ApnTab } from "./ApnTab";
import { CropYearsTab } from "./CropYearsTab";
import { useTranslate } from "react-admin";

/** The Field Management dialog: Crop Types by Year and APN Management (spec 000 section 2). */
export function FieldManagementDialog({ field, onClose }: { field: Field; onClose(): void }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<"crops" | "apn">("crops");
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate("fields.fieldManagement2")} {field.name}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}>
          <Tab value="crops" label={translate("fields.cropTypesByYear")} />
          <Tab value="apn" label={translate("fields.apnManagement")} />
        </Tabs>
        <Box>{tab === "crops" ? <CropYearsTab field={field} /> : <ApnTab field={field} onSaved={onClose} />}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("fields.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
