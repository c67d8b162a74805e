import LockResetIcon from "@mui/icons-material/LockReset";
import { Box, Button, Card, CardContent, TextField, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLogout, useNavigate, useTranslate } from "react-admin";
import { signedIn } from "../authProvider";
import { api, read } from "../lib/api";
import { errorMessage, issuesByField } from "../lib/http";
import { useToast } from "../lib/useToast";

const EMPTY = { current: "", next: "", confirm: "" };

/**
 * "Choose your password": what an account whose password an admin set (Add user, a reset) sees right after signing
 * in, instead of every other screen, until it chooses its own (docs/decisions/first-password.md). The server refuses
 * every other call meanwhile (403 PASSWORD_CHANGE_REQUIRED); saving goes on to the home screen.
 */
export function ChoosePasswordPage() {
  const translate = useTranslate();
  const toast = useToast();
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  const save = async () => {
    const found: typeof problem = {};
    if (!form.current) found.current = translate("auth.choosePassword.oneTimeRequired");
    if (form.next.length < 6) found.next = translate("auth.passwordMinLength");
    if (form.confirm !== form.next) found.confirm = translate("auth.choosePassword.mismatch");
    setProblem(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const user = await read(api.api.account.$put({ json: { currentPassword: form.current, newPassword: form.next } }));
      signedIn(user);
      // The permissions say the password is the user's own now: the shell and its screens take over.
      await queryClient.invalidateQueries({ queryKey: ["auth"] });
      toast.success(translate("auth.choosePassword.done"));
      navigate("/");
    } catch (error) {
      const issues = issuesByField(error);
      setProblem({ current: issues.currentPassword, next: issues.newPassword });
      if (!issues.currentPassword && !issues.newPassword) toast.error(errorMessage(error, translate("auth.choosePassword.failed")));
      setBusy(false);
    }
  };

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField type="password" label={label} value={form[key]} onChange={set(key)} error={!!problem[key]} helperText={problem[key]} autoComplete={autoComplete} />
  );
  return (
    <Box component="main" data-screen="choose-password" sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2, bgcolor: "#f6f7f4" }}>
      <Card sx={{ width: "100%", maxWidth: 420 }} elevation={0}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: "grid", gap: 2 }}>
          <Box sx={{ textAlign: "center" }}>
            <Box sx={{ display: "inline-flex", bgcolor: "primary.main", color: "primary.contrastText", borderRadius: 2, p: 1.25, mb: 1.5 }}>
              <LockResetIcon fontSize="large" />
            </Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {translate("auth.choosePassword.title")}
            </Typography>
          </Box>
          <Typography color="text.secondary">{translate("auth.choosePassword.intro")}</Typography>
          <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }} sx={{ display: "grid", gap: 2 }}>
            {field("current", translate("auth.choosePassword.oneTimePassword"), "current-password")}
            {field("next", translate("auth.choosePassword.newPassword"), "new-password")}
            {field("confirm", translate("auth.choosePassword.confirmPassword"), "new-password")}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? translate("auth.choosePassword.saving") : translate("auth.choosePassword.save")}
            </Button>
            <Button onClick={() => logout()}>{translate("auth.choosePassword.signOut")}</Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
