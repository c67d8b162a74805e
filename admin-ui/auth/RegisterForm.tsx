import { Box, Button, TextField } from "@mui/material";
import { useState } from "react";
import { useLogin } from "react-admin";
import { PendingApprovalError } from "../authProvider";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

const PENDING_TEXT = "Your account is pending approval. You'll be able to log in once an administrator approves your request.";

/**
 * Username, password (6 characters or more) and an optional display name. The first account is signed in at
 * once; any later one waits for approval and is not signed in (spec 000 section 4).
 */
export function RegisterForm({ onPending }: { onPending(message: string): void }) {
  const [form, setForm] = useState({ username: "", password: "", displayName: "" });
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const login = useLogin();
  const toast = useToast();
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  const submit = async () => {
    const found = {
      username: form.username.trim() ? undefined : "Username is required",
      password: form.password.length >= 6 ? undefined : "Password must be at least 6 characters",
    };
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      await login({ ...form, username: form.username.trim(), register: true });
      toast.success(`Account created! Welcome, ${form.displayName.trim() || form.username.trim()}!`);
    } catch (error) {
      setBusy(false);
      if (error instanceof PendingApprovalError) {
        toast.show("info", "Account Created", PENDING_TEXT);
        onPending(PENDING_TEXT);
      } else {
        toast.error(errorMessage(error, "An error occurred during registration"), "Registration Failed");
      }
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: "grid", gap: 2 }}>
      <TextField label="Username" name="username" autoComplete="username" value={form.username} onChange={set("username")} error={!!errors.username} helperText={errors.username} autoFocus />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" placeholder="Minimum 6 characters" value={form.password} onChange={set("password")} error={!!errors.password} helperText={errors.password} />
      <TextField label="Display Name (optional)" name="displayName" value={form.displayName} onChange={set("displayName")} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? "Creating Account..." : "Create Account"}
      </Button>
    </Box>
  );
}
