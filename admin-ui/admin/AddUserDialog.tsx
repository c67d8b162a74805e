import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { HttpError, useTranslate } from "react-admin";
import type { Role } from "../../api/client";
import { useEntities } from "../layout/useEntities";
import { api, read } from "../lib/api";
import { errorMessage, issuesByField } from "../lib/http";
import { useToast } from "../lib/useToast";
import { type EntityGrant, grantChosen } from "./EntityGrantsSelect";
import { OneTimePasswordDialog } from "./OneTimePasswordDialog";
import { RoleAndEntities } from "./RoleAndEntities";

interface Props {
  onClose(): void;
  /** The account was made (the list reloads). */
  onCreated(): void;
}

/**
 * Add user: an approved account made by an admin, with its role, its entities (the approve dialog's grant control)
 * and a first password the server generates or the admin types. The password is shown once, with Copy, for the admin
 * to hand over; either way the user must choose their own at first sign-in (docs/decisions/first-password.md). The
 * form scrolls inside the dialog, so its buttons stay in view.
 */
export function AddUserDialog({ onClose, onCreated }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const { entities } = useEntities();
  const [username, setUsername] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [role, setRole] = useState<Role>("readonly");
  const [grant, setGrant] = useState<EntityGrant | null>(null);
  const [generate, setGenerate] = useState(true);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const admin = role === "admin";
  const ready = username.trim() !== "" && (generate || password !== "") && (admin || grantChosen(grant));

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const user = await read(
        api.api.users.$post({
          json: {
            username: username.trim(),
            displayName: displayName.trim() || null,
            role,
            ...(generate ? { generatePassword: true } : { password, mustChangePassword: true }),
            ...(admin || !grant || grant.all ? {} : { entityIds: grant.ids }),
          },
        }),
      );
      setCreated({ username: user.username, password: user.password ?? password });
      onCreated();
    } catch (error) {
      const onFields = error instanceof HttpError && error.status === 409 ? { username: translate("users.add.username_taken") } : issuesByField(error);
      const shown = Object.fromEntries(Object.entries(onFields).map(([k, m]) => [k, errorMessage({ message: m }, m)]));
      setErrors(shown);
      if (shown.username) usernameInput.current?.focus();
      if (!shown.username && !shown.password && !shown.displayName) toast.error(errorMessage(error, translate("users.add.failed")));
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <OneTimePasswordDialog
        title={translate("users.add.created_title")}
        lead={translate("users.add.created", { username: created.username })}
        warning={translate("users.add.password_once", { username: created.username })}
        password={created.password}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate("users.add.title")}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, alignContent: "start" }}>
        <Typography variant="body2" color="text.secondary">
          {translate("users.add.intro")}
        </Typography>
        <TextField
          label={translate("users.username")}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          size="small"
          autoComplete="off"
          inputRef={usernameInput}
          error={!!errors.username}
          helperText={errors.username}
          sx={{ mt: 1 }}
        />
        <TextField
          label={translate("users.display_name")}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          size="small"
          autoComplete="off"
          error={!!errors.displayName}
          helperText={errors.displayName}
        />
        <RoleAndEntities
          role={role}
          onRole={setRole}
          entities={entities}
          grant={grant}
          onGrant={setGrant}
          roleLabel={translate("users.role_label")}
          entitiesLabel={translate("users.entities_label")}
          listMaxHeight="min(200px, 25vh)"
        />
        <Box role="group" aria-label={translate("users.add.password_label")} sx={{ display: "grid", gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {translate("users.add.password_label")}
          </Typography>
          <RadioGroup value={generate ? "generate" : "type"} onChange={(e) => setGenerate(e.target.value === "generate")}>
            <FormControlLabel value="generate" control={<Radio size="small" />} label={translate("users.add.password_generate")} />
            <FormControlLabel value="type" control={<Radio size="small" />} label={translate("users.add.password_type")} />
          </RadioGroup>
          {!generate && (
            <TextField
              label={translate("users.add.password")}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              size="small"
              autoComplete="new-password"
              slotProps={{ htmlInput: { spellCheck: false } }}
              error={!!errors.password}
              helperText={errors.password ?? translate("users.add.password_help")}
            />
          )}
          {generate && errors.password && <Typography color="error" variant="body2">{errors.password}</Typography>}
        </Box>
        {!admin && !grantChosen(grant) && (
          <Typography id="add-user-needs-entities" variant="body2" color="text.secondary">
            {translate("users.add.needs_entities")}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate("users.cancel")}
        </Button>
        <Button variant="contained" disabled={busy || !ready} onClick={() => void submit()}>
          {translate("users.add.create")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
