import { Box, Button, TextField } from "@mui/material";
import { useState } from "react";
import { useLogin, useTranslate } from "react-admin";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

/** Username and password; the button reads 'Signing In...' while busy. */
export function SignInForm() {
  const translate = useTranslate();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const login = useLogin();
  const toast = useToast();

  const submit = async () => {
    const found = {
      username: username.trim() ? undefined : translate("auth.usernameIsRequired"),
      password: password ? undefined : translate("auth.passwordIsRequired"),
    };
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      await login({ username: username.trim(), password });
      toast.success(translate("auth.welcomeBack", { trim: username.trim() }));
    } catch (error) {
      toast.error(errorMessage(error, translate("auth.invalidUsernameOrPassword")), translate("auth.loginFailed"));
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: "grid", gap: 2 }}>
      <TextField label={translate("auth.username")} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} error={!!errors.username} helperText={errors.username} autoFocus />
      <TextField label={translate("auth.password")} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={!!errors.password} helperText={errors.password} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? translate("auth.signingIn") : translate("auth.signIn")}
      </Button>
    </Box>
  );
}
