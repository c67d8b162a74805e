import { Box, Button, TextField } from "@mui/material";
import { useState } from "react";
import { useLogin, useTranslate } from "react-admin";
import { PendingApprovalError } from "../authProvider";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";


/**
 * Username, password (6 characters or more) and an optional display name. The first account is signed in at
 * once; any later one waits for approval and is not signed in (spec 000 section 4).
 */
export function RegisterForm({ onPending }: { onPending(message: string): void }) {
  const translate = useTranslate();
  const [form, setForm] = useState({ username: "", password: "", displayName: "" });
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const login = useLogin();
  const toast = useToast();
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  const submit = async () => {
    const found = {
      username: form.username.trim() ? undefined : translate("auth.usernameIsRequired"),
      password: form.password.length >= 6 ? undefined : translate("auth.passwordMinLength"),
    };
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      await login({ ...form, username: form.username.trim(), register: true });
      toast.success(translate("auth.accountCreatedWelcome", { trim: form.displayName.trim() || form.username.trim() }));
    } catch (error) {
      setBusy(false);
      if (error instanceof PendingApprovalError) {
        toast.show("info", translate("auth.accountCreated"), translate("auth.pendingText"));
        onPending(translate("auth.pendingText"));
      } else {
        toast.error(errorMessage(error, translate("auth.anErrorOccurredDuringRegistration")), translate("auth.registrationFailed"));
      }
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: "grid", gap: 2 }}>
      <TextField label={translate("auth.username")} name="username" autoComplete="username" value={form.username} onChange={set("username")} error={!!errors.username} helperText={errors.username} autoFocus />
      <TextField label={translate("auth.password")} name="password" type="password" autoComplete="new-password" placeholder={translate("auth.minimum6Characters")} value={form.password} onChange={set("password")} error={!!errors.password} helperText={errors.password} />
      <TextField label={translate("auth.displayNameOptional")} name="displayName" value={form.displayName} onChange={set("displayName")} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? translate("auth.creatingAccount") : translate("auth.createAccount")}
      </Button>
    </Box>
  );
}
