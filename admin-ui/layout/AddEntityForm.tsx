import { Box, Button, TextField } from "@mui/material";
import { useState } from "react";
import { useCreate } from "react-admin";
import { errorMessage } from "../lib/http";
import type { Entity } from "../lib/types";
import { useToast } from "../lib/useToast";
import { useFarm } from "./FarmContext";

/** The selector's inline "add farm" form: name only; location is sent empty (spec 000 section 5). */
export function AddEntityForm({ onCreated, onCancel }: { onCreated(): void; onCancel(): void }) {
  const [name, setName] = useState("");
  const [create, { isPending }] = useCreate<Entity>();
  const { selectEntity } = useFarm();
  const toast = useToast();

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return toast.error("Please enter a farm name");
    create(
      "entities",
      { data: { name: trimmed, location: "" } },
      {
        onSuccess: (entity) => {
          setName("");
          selectEntity(entity.id);
          toast.success("Farm entity created successfully");
          onCreated();
        },
        onError: (error) => toast.error(errorMessage(error, "Failed to create farm entity")),
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
        placeholder="Farm entity name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { "aria-label": "Farm entity name" } }}
      />
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={isPending}>
          Create
        </Button>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
