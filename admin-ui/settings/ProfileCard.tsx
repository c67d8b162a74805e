import { Button, Card, CardContent, CardHeader, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useGetIdentity, useTranslate } from "react-admin";
import { authProvider } from "../authProvider";
import { api, read } from "../lib/api";
import { errorMessage, issuesByField } from "../lib/http";
import { useToast } from "../lib/useToast";

/** Your display name (shown in greetings); the username cannot change. */
export function ProfileCard() {
  const translate = useTranslate();
  const { identity, refetch } = useGetIdentity();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const toast = useToast();
  useEffect(() => setName(String(identity?.fullName ?? "")), [identity?.fullName]);

  const save = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await read(api.api.account.$put({ json: { displayName: name.trim() } }));
      // The provider caches the signed-in user: reload it so the top bar and greetings follow.
      await authProvider.checkAuth({});
      await refetch();
      toast.success(translate("settings.displayNameUpdatedSuccessfully"));
    } catch (error) {
      // A 400 about the name is shown under the input (docs/decisions/form-validation.md); anything else is a toast.
      const onName = issuesByField(error).displayName;
      if (onName) setProblem(onName);
      else toast.error(errorMessage(error, translate("settings.failedToUpdateDisplayName")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={translate("settings.profile")} subheader={translate("settings.signedInAs", { username: String(identity?.username ?? "") })} />
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <TextField label={translate("settings.displayName")} value={name} onChange={(e) => setName(e.target.value)} error={!!problem} helperText={problem} slotProps={{ htmlInput: { maxLength: 255 } }} />
        <Button variant="contained" onClick={() => void save()} disabled={busy} sx={{ justifySelf: "start" }}>
          {translate("settings.saveProfile")}
        </Button>
      </CardContent>
    </Card>
  );
}
