import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Box, IconButton, ListItemButton, Typography } from "@mui/material";
import { LazyTooltip } from "../lib/LazyTooltip";
import { acres } from "../lib/format";
import type { Entity } from "../lib/types";
import { useTranslate } from "react-admin";

interface Props {
  entity: Entity;
  selected: boolean;
  deletable: boolean;
  onSelect(): void;
  onDelete(): void;
}

/** One farm entity in the selector: its name, 'N acres', and for admins (with more than one entity) a delete. */
export function EntityRow({ entity, selected, deletable, onSelect, onDelete }: Props) {
  const translate = useTranslate();
  return (
    <ListItemButton selected={selected} onClick={onSelect} sx={{ py: 0.75, pr: deletable ? 0.5 : 2 }} data-testid="entity-row">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {entity.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {acres(entity.totalAcres ?? 0)} {translate("layout.acres")}
        </Typography>
      </Box>
      {deletable && (
        <LazyTooltip title={translate("layout.deleteFarmEntityAdminOnly")} enterDelay={700} enterNextDelay={300}>
          <IconButton
            size="small"
            aria-label={translate("layout.deleteFarmEntityAdminOnly")}
            onClick={(e) => {
              e.stopPropagation();
              onDelete();
            }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </LazyTooltip>
      )}
    </ListItemButton>
  );
}
