import AddIcon from "@mui/icons-material/Add";
import { Button, Popover, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { useMayChange } from "../lib/usePermissionsInfo";
import { AddEntityForm } from "./AddEntityForm";

/**
 * The top bar's line under "No farm entities yet": an administrator adds the first one right there (the sidebar's
 * form, in a popover, so a phone need not open the drawer); any other role reads who can.
 */
export function NoEntityYet() {
  const translate = useTranslate();
  const may = useMayChange("entities");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!may.create) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-entity-hint">
        {translate("layout.askAnAdministratorForAFarmEntity")}
      </Typography>
    );
  }
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={(e) => setAnchor(e.currentTarget)} sx={{ ml: -0.5, px: 0.5 }}>
        {translate("layout.addFarmEntity")}
      </Button>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: "bottom", horizontal: "left" }} slotProps={{ paper: { sx: { width: 300 } } }}>
        <AddEntityForm onCreated={() => setAnchor(null)} onCancel={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
