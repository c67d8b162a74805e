import SpaIcon from "@mui/icons-material/Spa";
import { Alert, Box, Card, CardContent, Tab, Tabs, Typography } from "@mui/material";
import { useEffect, useLayoutEffect, useState } from "react";
import { dropFirstPaint } from "../lib/first-paint";
import { useCheckAuth, useNavigate, useTranslate } from "react-admin";
import { LanguageSwitch } from "./LanguageSwitch";
import { RegisterForm } from "./RegisterForm";
import { SignInForm } from "./SignInForm";

/** The only screen a signed-out visitor sees (spec 000 section 2, "Sign-in screen"). */
export function LoginPage() {
  // Signed out since the page was drawn (the session ended in between): the sign-in page, never figures over it.
  useLayoutEffect(dropFirstPaint, []);
  const translate = useTranslate();
  const [tab, setTab] = useState<"signin" | "register">("signin");
  const [pending, setPending] = useState<string | null>(null);
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate("/dashboard"))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  return (
    <Box sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2, background: "linear-gradient(135deg, #e8f5e9 0%, #f6f7f4 60%, #efebe9 100%)" }}>
      <Card sx={{ width: "100%", maxWidth: 420 }} elevation={0}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ textAlign: "center", mb: 3 }}>
            <Box sx={{ display: "inline-flex", bgcolor: "primary.main", color: "primary.contrastText", borderRadius: 2, p: 1.25, mb: 1.5 }}>
              <SpaIcon fontSize="large" />
            </Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Farm Cost Manager
            </Typography>
            <Typography color="text.secondary">{translate("auth.secureFarmManagementSystem")}</Typography>
          </Box>
          <LanguageSwitch />
          <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="fullWidth" sx={{ mb: 2 }}>
            <Tab value="signin" label={translate("auth.signIn")} />
            <Tab value="register" label={translate("auth.register")} />
          </Tabs>
          {pending && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="pending-approval">
              {pending}
            </Alert>
          )}
          {tab === "signin" ? (
            <SignInForm />
          ) : (
            <RegisterForm
              onPending={(message) => {
                setPending(message);
                setTab("signin");
              }}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
