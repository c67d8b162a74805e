import { Button, Card, CardContent, CardHeader, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useGetIdentity } from "react-admin";
import { authProvider } from "../authProvider";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

/** Your display name (shown in greetings); the username cannot change. */
export function ProfileCard() {
  const { identity, refetch } = useGetIdentity();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  useEffect(() => setName(String(identity?.fullName ?? "")), [identity?.fullName]);

  const save = async () => {
    setBusy(true);
    try {
      await read(api.api.account.$put({ json: { displayName: name.trim() } }));
      // The provider caches the signed-in user: reload it so the top bar and greetings follow.
      await authProvider.checkAuth({});
      await refetch();
      toast.success("Display name updated successfully");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to update display name"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title="Profile" subheader={`Signed in as ${String(identity?.username ?? "")}`} />
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <TextField label="Display Name" value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} />
        <Button variant="contained" onClick={() => void save()} disabled={busy} sx={{ justifySelf: "start" }}>
          Save Profile
        </Button>
      </CardContent>
    </Card>
  );
}
