import { Box, Button, TextField } from "@mui/material";
import { useState } from "react";
import { useCreate, useTranslate } from "react-admin";
import { errorMessage, issuesByField } from "../lib/http";
import type { Entity } from "../lib/types";
import { useToast } from "../lib/useToast";
import { useFarm } from "./FarmContext";

/** The selector's inline "add farm" form: name only; location is sent empty (spec 000 section 5). */
export function AddEntityForm({ onCreated, onCancel }: { onCreated(): void; onCancel(): void }) {
  const translate = useTranslate();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [create, { isPending }] = useCreate<Entity>();
  const { selectEntity } = useFarm();
  const toast = useToast();

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return toast.error(translate("layout.pleaseEnterAFarmName"));
    setProblem(undefined);
    create(
      "entities",
      { data: { name: trimmed, location: "" } },
      {
        onSuccess: (entity) => {
          setName("");
          selectEntity(entity.id);
          toast.success(translate("layout.farmEntityCreatedSuccessfully"));
          onCreated();
        },
        onError: (error) => {
          // A 400 about the name is shown under the name (docs/decisions/form-validation.md); anything else is a toast.
          const onName = issuesByField(error).name;
          if (onName) setProblem(onName);
          else toast.error(errorMessage(error, translate("layout.failedToCreateFarmEntity")));
        },
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ p: 1.5, borderBottom: 1, borderColor: "divider", display: "grid", gap: 1 }}
    >
      <TextField
        size="small"
        autoFocus
        placeholder={translate("layout.farmEntityName")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!problem}
        helperText={problem}
        slotProps={{ htmlInput: { "aria-label": translate("layout.farmEntityName") } }}
      />
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={isPending}>
          {translate("layout.create")}
        </Button>
        <Button size="small" onClick={onCancel}>
          {translate("layout.cancel")}
        </Button>
      </Box>
    </Box>
  );
}
