import AddIcon from "@mui/icons-material/Add";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Box, Button, ClickAwayListener, IconButton, List, Paper, Typography } from "@mui/material";
import { useState } from "react";
import { useDelete } from "react-admin";
import { acres } from "../lib/format";
import { errorMessage } from "../lib/http";
import type { Entity } from "../lib/types";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";
import { AddEntityForm } from "./AddEntityForm";
import { EntityRow } from "./EntityRow";
import { useFarm } from "./FarmContext";
import { useEntities } from "./useEntities";

const CONFIRM_DELETE =
  "Are you sure you want to delete this farm entity? This will also delete all associated fields and tasks.";

/** The sidebar's farm entity dropdown with its inline add form (spec 000 section 2, "Dashboard shell"). */
export function EntitySelector() {
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const { entities, selected } = useEntities();
  const { selectEntity } = useFarm();
  const { canEdit } = useCanEdit();
  const [deleteOne] = useDelete<Entity>();
  const toast = useToast();

  const remove = (entity: Entity) => {
    if (!window.confirm(CONFIRM_DELETE)) return;
    deleteOne(
      "entities",
      { id: entity.id, previousData: entity },
      {
        onSuccess: () => {
          const rest = entities.filter((e) => e.id !== entity.id);
          if (rest.length > 0) selectEntity(rest[0]!.id);
          toast.success("Farm entity deleted successfully");
        },
        onError: (error) =>
          toast.error(
            errorMessage(error, "").includes("Admin access required")
              ? "Only administrators can delete farm entities"
              : "Failed to delete farm entity",
          ),
      },
    );
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: "relative", px: 2, pb: 2 }}>
        <Typography variant="overline" color="text.secondary">
          Farm Entity
        </Typography>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          onClick={() => setOpen((o) => !o)}
          endIcon={<ExpandMoreIcon />}
          aria-label="Select farm entity"
          sx={{ justifyContent: "space-between", textAlign: "left", borderColor: "divider", textTransform: "none" }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {selected?.name ?? "Select farm entity"}
            </Typography>
            {selected && (
              <Typography variant="caption" color="text.secondary">
                {acres(selected.totalAcres)} acres
              </Typography>
            )}
          </Box>
        </Button>
        {open && (
          <Paper elevation={6} sx={{ position: "absolute", left: 16, right: 16, zIndex: 20, mt: 0.5 }} data-testid="entity-dropdown">
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 1.5, py: 0.5 }}>
              <Typography variant="subtitle2">Farm Entities</Typography>
              {canEdit && (
                <IconButton size="small" aria-label="Add farm entity" onClick={() => setAdding((a) => !a)}>
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
                  No farm entities yet. Click + to add your first farm.
                </Typography>
              )}
              {entities.map((entity) => (
                <EntityRow
                  key={entity.id}
                  entity={entity}
                  selected={entity.id === selected?.id}
                  deletable={canEdit && entities.length > 1}
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
