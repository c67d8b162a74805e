import { Checkbox, ListItemText, MenuItem, Select } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import type { Entity } from "../lib/types";

interface Props {
  entities: Entity[];
  value: number[];
  onChange(ids: number[]): void;
  label: string;
  /** Admins reach every entity: the select shows so and cannot be changed. */
  everyEntity?: boolean;
  /** Granted every entity, present and future: said so until the list is changed. */
  allEntities?: boolean;
  /** Offered as the first choice when given: grant every entity, present and future, instead of a list. */
  onAllEntities?(): void;
  /** Report each toggle at once (a dialog's state) rather than once when the list closes (a saved grant). */
  live?: boolean;
  fullWidth?: boolean;
}

/** The farm entities an account may reach, as a multi-select with a checkbox per entity. */
/** The value of the "every entity, present and future" choice among the entity ids. */
const ALL = "all";

export function EntityGrantsSelect({ entities, value, onChange, onAllEntities, label, everyEntity, allEntities, live, fullWidth }: Props) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const changed = (a: number[], b: number[]) => a.length !== b.length || a.some((id) => !b.includes(id));
  /** Every entity, present and future, and the list not touched since. */
  const wholeFarm = !!allEntities && !changed(draft, value);
  const names = (ids: number[]) => {
    if (everyEntity) return translate("users.every_entity");
    if (allEntities && !changed(ids, value)) return translate("users.all_entities_future");
    if (ids.length === 0) return translate("users.no_entities");
    if (entities.length > 0 && entities.every((e) => ids.includes(e.id))) return translate("users.all_entities", { count: ids.length });
    return entities.filter((e) => ids.includes(e.id)).map((e) => e.name).join(", ");
  };
  return (
    <Select
      multiple
      size="small"
      displayEmpty
      disabled={everyEntity}
      value={everyEntity ? [] : onAllEntities && wholeFarm ? [ALL, ...draft] : draft}
      onChange={(e) => {
        const picked = e.target.value as (number | string)[];
        if (onAllEntities && picked.includes(ALL) && !wholeFarm) {
          setDraft(value);
          onAllEntities();
          return;
        }
        const ids = picked.filter((id) => id !== ALL).map(Number);
        setDraft(ids);
        if (live) onChange(ids);
      }}
      onClose={() => {
        if (!live && changed(draft, value)) onChange(draft);
      }}
      renderValue={(ids) => names((ids as (number | string)[]).filter((id) => id !== ALL).map(Number))}
      inputProps={{ "aria-label": label }}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 180, maxWidth: 320 }}
    >
      {onAllEntities && (
        <MenuItem value={ALL} divider>
          <Checkbox size="small" checked={wholeFarm} />
          <ListItemText primary={translate("users.all_entities_future")} />
        </MenuItem>
      )}
      {entities.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          <Checkbox size="small" checked={draft.includes(e.id)} />
          <ListItemText primary={e.name} />
        </MenuItem>
      ))}
    </Select>
  );
}
