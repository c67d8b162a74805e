import AddIcon from "@mui/icons-material/Add";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Box, Button, ClickAwayListener, IconButton, List, Paper, Typography } from "@mui/material";
import { useState } from "react";
import { useDelete, useTranslate } from "react-admin";
import { acres } from "../lib/format";
import { errorMessage } from "../lib/http";
import type { Entity } from "../lib/types";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";
import { lazyScreen } from "../lib/lazy-screen";
import { EntityRow } from "./EntityRow";
import { useFarm } from "./FarmContext";
import { useEntities } from "./useEntities";

/** The add form, loaded when an administrator first opens it: not part of the first screen's script. */
const AddEntityForm = lazyScreen(() => import("./AddEntityForm"), (m) => m.AddEntityForm);

/** The sidebar's farm entity dropdown with its inline add form (spec 000 section 2, "Dashboard shell"). */
export function EntitySelector() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const { entities, selected } = useEntities();
  const { selectEntity } = useFarm();
  // Creating and deleting farm entities stays with admins (editors write inside the entities granted to them).
  const may = useMayChange("entities");
  const [deleteOne] = useDelete<Entity>();
  const toast = useToast();

  const remove = (entity: Entity) => {
    if (!window.confirm(translate("layout.confirmDeleteFarmEntity"))) return;
    deleteOne(
      "entities",
      { id: entity.id, previousData: entity },
      {
        onSuccess: () => {
          const rest = entities.filter((e) => e.id !== entity.id);
          if (rest.length > 0) selectEntity(rest[0]!.id);
          toast.success(translate("layout.farmEntityDeletedSuccessfully"));
        },
        onError: (error) =>
          toast.error(
            errorMessage(error, "").includes("Admin access required")
              ? translate("layout.onlyAdministratorsCanDeleteFarm")
              : translate("layout.failedToDeleteFarmEntity"),
          ),
      },
    );
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: "relative", px: 2, pb: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {translate("layout.farmEntity")}
        </Typography>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          onClick={() => setOpen((o) => !o)}
          endIcon={<ExpandMoreIcon />}
          aria-label={translate("layout.selectFarmEntity")}
          sx={{ justifyContent: "space-between", textAlign: "left", borderColor: "divider", textTransform: "none" }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {selected?.name ?? translate("layout.selectFarmEntity")}
            </Typography>
            {selected && (
              <Typography variant="caption" color="text.secondary">
                {acres(selected.totalAcres)} {translate("layout.acres")}
              </Typography>
            )}
          </Box>
        </Button>
        {open && (
          <Paper elevation={6} sx={{ position: "absolute", left: 16, right: 16, zIndex: 20, mt: 0.5 }} data-testid="entity-dropdown">
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 1.5, py: 0.5 }}>
              <Typography variant="subtitle2">{translate("layout.farmEntities")}</Typography>
              {may.create && (
                <IconButton size="small" aria-label={translate("layout.addFarmEntity")} onClick={() => setAdding((a) => !a)}>
                  <AddIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
            {adding && (
              <AddEntityForm
                onCreated={() => {
                  setAdding(false);
                  setOpen(false);
                }}
                onCancel={() => setAdding(false)}
              />
            )}
            <List dense disablePadding sx={{ maxHeight: "16rem", overflowY: "auto" }}>
              {entities.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                  {translate("layout.noFarmEntitiesYetClick")}
                </Typography>
              )}
              {entities.map((entity) => (
                <EntityRow
                  key={entity.id}
                  entity={entity}
                  selected={entity.id === selected?.id}
                  deletable={may.delete && entities.length > 1}
                  onSelect={() => {
                    selectEntity(entity.id);
                    setOpen(false);
                  }}
                  onDelete={() => remove(entity)}
                />
              ))}
            </List>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
