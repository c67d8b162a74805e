import { Box, Checkbox, FormControlLabel, MenuItem, Popover, Radio, RadioGroup, Select } from "@mui/material";
import { useRef, useState } from "react";
import { useTranslate } from "react-admin";
import type { Entity } from "../lib/types";

/** The farm entities an account may reach: every entity, present and future, or exactly the listed ones. */
export type EntityGrant = { all: true } | { all: false; ids: number[] };

/** True when the grant names what an account reaches: every entity, or at least one listed. */
export function grantChosen(grant: EntityGrant | null): grant is EntityGrant {
  return !!grant && (grant.all || grant.ids.length > 0);
}

interface ChoiceProps {
  entities: Entity[];
  /** Null when nothing is chosen yet: no choice and no entity ticked. */
  value: EntityGrant | null;
  onChange(grant: EntityGrant): void;
  /** The group's name, e.g. "Farm entities for maria". */
  label: string;
  /** The entity list scrolls within this height, so what follows it (a dialog's buttons) stays in view. */
  listMaxHeight?: number | string;
}

/**
 * The grant control: "All entities, present and future" or "Only these entities:" with a checkbox per entity. Ticking
 * an entity chooses "Only these entities", so from nothing one click grants exactly that entity.
 */
export function EntityGrantsChoice({ entities, value, onChange, label, listMaxHeight = 220 }: ChoiceProps) {
  const translate = useTranslate();
  const ids = value && !value.all ? value.ids : [];
  const onlyLabel = translate("users.only_these_entities");
  const toggle = (id: number, checked: boolean) => onChange({ all: false, ids: checked ? [...ids.filter((i) => i !== id), id] : ids.filter((i) => i !== id) });
  return (
    <Box role="group" aria-label={label} sx={{ display: "grid", minWidth: 0 }}>
      <RadioGroup
        value={value === null ? "" : value.all ? "all" : "only"}
        onChange={(e) => onChange(e.target.value === "all" ? { all: true } : { all: false, ids })}
      >
        <FormControlLabel value="all" control={<Radio size="small" />} label={translate("users.all_entities_future")} />
        <FormControlLabel value="only" control={<Radio size="small" />} label={onlyLabel} />
      </RadioGroup>
      <Box
        role="group"
        aria-label={onlyLabel}
        data-testid="entity-grant-list"
        sx={{ maxHeight: listMaxHeight, overflowY: "auto", pl: 3.5, display: "grid", justifyItems: "start", borderLeft: 1, borderColor: "divider", ml: 1.25 }}
      >
        {entities.map((e) => (
          <FormControlLabel
            key={e.id}
            disabled={value?.all === true}
            control={<Checkbox size="small" checked={ids.includes(e.id)} onChange={(_, checked) => toggle(e.id, checked)} />}
            label={e.name}
          />
        ))}
      </Box>
    </Box>
  );
}

interface Props {
  entities: Entity[];
  value: number[];
  onChange(ids: number[]): void;
  label: string;
  /** Admins reach every entity: the select shows so and cannot be changed. */
  everyEntity?: boolean;
  /** Granted every entity, present and future. */
  allEntities?: boolean;
  /** Chosen "All entities, present and future". */
  onAllEntities(): void;
}

/**
 * An account's saved grants in a table cell: shows them, and opens the grant control on what the account has now;
 * a change is saved once the control closes.
 */
export function EntityGrantsSelect({ entities, value, onChange, onAllEntities, label, everyEntity, allEntities }: Props) {
  const translate = useTranslate();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const current: EntityGrant = allEntities ? { all: true } : { all: false, ids: value };
  const [draft, setDraft] = useState<EntityGrant>(current);
  const key = JSON.stringify(current);
  const summary = () => {
    if (everyEntity) return translate("users.every_entity");
    if (allEntities) return translate("users.all_entities_future");
    if (value.length === 0) return translate("users.no_entities");
    if (entities.length > 0 && entities.every((e) => value.includes(e.id))) return translate("users.all_entities", { count: value.length });
    return entities.filter((e) => value.includes(e.id)).map((e) => e.name).join(", ");
  };
  const close = () => {
    setOpen(false);
    if (JSON.stringify(draft) === key) return;
    if (draft.all) onAllEntities();
    else onChange(draft.ids);
  };
  return (
    <>
      <Select
        ref={anchor}
        multiple
        size="small"
        displayEmpty
        disabled={everyEntity}
        value={[]}
        open={false}
        onOpen={() => {
          setDraft(current);
          setOpen(true);
        }}
        renderValue={summary}
        // A long list of entity names is cut to the cell's width: the whole of it shows on hover.
        title={summary()}
        inputProps={{ "aria-label": label }}
        SelectDisplayProps={{ "aria-haspopup": "dialog", "aria-expanded": open } as object}
        sx={{ minWidth: 180, maxWidth: 320 }}
      >
        <MenuItem value="" sx={{ display: "none" }} />
      </Select>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{ paper: { role: "dialog", "aria-label": label, sx: { p: 1.5, maxWidth: "calc(100vw - 32px)" } } as object }}
      >
        <EntityGrantsChoice
          entities={entities}
          value={draft}
          onChange={setDraft}
          label={label}
        />
      </Popover>
    </>
  );
}
