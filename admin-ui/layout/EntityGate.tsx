import AgricultureIcon from "@mui/icons-material/Agriculture";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { Entity } from "../lib/types";
import { AuthLoading } from "./AuthLoading";
import { useFarm } from "./FarmContext";
import { useEntities } from "./useEntities";
import { useTranslate } from "react-admin";
import { useMayChange } from "../lib/usePermissionsInfo";

interface Props {
  children(entity: Entity, cropYear: number): ReactNode;
}

/** Renders a tab for the selected entity, or the welcome / "select one" message when there is none. */
export function EntityGate({ children }: Props) {
  const translate = useTranslate();
  const { entities, selected, isPending } = useEntities();
  const { cropYear } = useFarm();
  // Only an administrator creates farm entities: another role is told who does.
  const may = useMayChange("entities");
  if (isPending) return <AuthLoading />;
  if (selected) return <>{children(selected, cropYear)}</>;
  const none = entities.length === 0;
  return (
    <Box sx={{ textAlign: "center", py: 10, color: "text.secondary" }}>
      <AgricultureIcon sx={{ fontSize: 56, color: "primary.main" }} />
      <Typography variant="h5" color="text.primary" sx={{ mt: 2, fontWeight: 700 }}>
        {none ? translate("layout.welcomeToFarmCostManager") : translate("layout.selectAFarmEntity")}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {none
          ? translate(may.create ? "layout.createYourFirstFarmEntity" : "layout.askAnAdministratorForAFarmEntity")
          : translate("layout.selectAFarmEntityFrom")}
      </Typography>
    </Box>
  );
}
