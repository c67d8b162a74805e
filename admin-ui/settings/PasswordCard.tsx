import { Button, Card, CardContent, CardHeader, TextField } from "@mui/material";
import { useState } from "react";
import { api, read } from "../lib/api";
import { errorMessage, issuesByField } from "../lib/http";
import { useToast } from "../lib/useToast";
import { useTranslate } from "react-admin";

const EMPTY = { current: "", next: "", confirm: "" };

/** Change your password: the current one, then the new one twice (at least 6 characters, spec 000 section 5). */
export function PasswordCard() {
  const translate = useTranslate();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  const save = async () => {
    const found: typeof problem = {};
    if (!form.current) found.current = translate("settings.currentPasswordIsRequired");
    if (form.next.length < 6) found.next = translate("settings.passwordMinLength");
    if (form.confirm !== form.next) found.confirm = translate("settings.passwordsDoNotMatch");
    setProblem(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await read(api.api.account.$put({ json: { currentPassword: form.current, newPassword: form.next } }));
      setForm(EMPTY);
      toast.success(translate("settings.passwordChangedSuccessfully"));
    } catch (error) {
      // A 400 naming an input is shown under it (docs/decisions/form-validation.md); the toast stays, as the
      // settings browser test expects for a wrong current password.
      const issues = issuesByField(error);
      setProblem({ current: issues.currentPassword, next: issues.newPassword });
      toast.error(errorMessage(error, translate("settings.failedToChangePassword")));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof typeof EMPTY, label: string) => (
    <TextField type="password" label={label} value={form[key]} onChange={set(key)} error={!!problem[key]} helperText={problem[key]} autoComplete={key === "current" ? "current-password" : "new-password"} />
  );
  return (
    <Card>
      <CardHeader title={translate("settings.changePassword")} />
      <CardContent sx={{ display: "grid", gap: 2 }}>
        {field("current", translate("settings.currentPassword"))}
        {field("next", translate("settings.newPassword"))}
        {field("confirm", translate("settings.confirmNewPassword"))}
        <Button variant="contained" onClick={() => void save()} disabled={busy} sx={{ justifySelf: "start" }}>
          {translate("settings.changePassword")}
        </Button>
      </CardContent>
    </Card>
  );
}
