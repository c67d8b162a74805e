import { Button, Card, CardContent, CardHeader, TextField } from "@mui/material";
import { useState } from "react";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

const EMPTY = { current: "", next: "", confirm: "" };

/** Change your password: the current one, then the new one twice (at least 6 characters, spec 000 section 5). */
export function PasswordCard() {
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  const save = async () => {
    const found: typeof problem = {};
    if (!form.current) found.current = "Current password is required";
    if (form.next.length < 6) found.next = "Password must be at least 6 characters";
    if (form.confirm !== form.next) found.confirm = "Passwords do not match";
    setProblem(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await read(api.api.account.$put({ json: { currentPassword: form.current, newPassword: form.next } }));
      setForm(EMPTY);
      toast.success("Password changed successfully");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to change password"));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof typeof EMPTY, label: string) => (
    <TextField type="password" label={label} value={form[key]} onChange={set(key)} error={!!problem[key]} helperText={problem[key]} autoComplete={key === "current" ? "current-password" : "new-password"} />
  );
  return (
    <Card>
      <CardHeader title="Change Password" />
      <CardContent sx={{ display: "grid", gap: 2 }}>
        {field("current", "Current Password")}
        {field("next", "New Password")}
        {field("confirm", "Confirm New Password")}
        <Button variant="contained" onClick={() => void save()} disabled={busy} sx={{ justifySelf: "start" }}>
          Change Password
        </Button>
      </CardContent>
    </Card>
  );
}
