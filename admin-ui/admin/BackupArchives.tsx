import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, LinearProgress, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { HttpError, useTranslate } from "react-admin";
import { api, read } from "../lib/api";
import { dateAndTime, wholeNumber } from "../lib/format";
import { errorMessage } from "../lib/http";
import { RestoreDialog } from "./RestoreDialog";

type Outcome = { name: string; ok: boolean; text: string };

const rowsOf = (tables: Record<string, number>) => Object.values(tables).reduce((n, rows) => n + rows, 0);

/**
 * The archives in the chosen folder (GET /api/backup/archives), newest first: when each was made (in the user's
 * language and time zone), its size and whether it is encrypted, with Verify and Restore. `busy` is the screen's
 * running job, so only one check, backup or restore runs at a time; `onBusy` reports this list's own.
 */
export function BackupArchives({ folder, busy, onBusy }: { folder: string; busy: boolean; onBusy: (job: "verify" | "restore" | null) => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const archives = useQuery({
    queryKey: ["backup-archives", folder],
    queryFn: () => read(api.api.backup.archives.$get({ query: { path: folder } })),
    enabled: folder !== "",
    retry: false,
  });
  const [working, setWorking] = useState<{ name: string; job: "verify" | "restore" } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState<{ name: string; archivePath: string; made: string } | null>(null);

  const run = async (name: string, job: "verify" | "restore", work: () => Promise<string>, failed: (message: string, error: unknown) => string) => {
    setOutcome(null);
    setWorking({ name, job });
    onBusy(job);
    try {
      setOutcome({ name, ok: true, text: await work() });
    } catch (error) {
      setOutcome({ name, ok: false, text: failed(errorMessage(error, translate("backup.restoreFailed")), error) });
    } finally {
      setWorking(null);
      onBusy(null);
    }
  };

  const verify = (name: string, archivePath: string) =>
    run(
      name,
      "verify",
      async () => {
        const r = await read(api.api.backup.verify.$post({ json: { archivePath } }));
        return translate("backup.verified", {
          members: wholeNumber(r.membersChecked),
          rows: wholeNumber(rowsOf(r.tables)),
          tables: wholeNumber(Object.keys(r.tables).length),
          files: wholeNumber(r.filesCount),
          made: dateAndTime(r.createdAt),
        });
      },
      // A damaged archive, one that is not a backup, or one from a newer version: its own sentence says so and what to do.
      (reason, error) => (error instanceof HttpError && (error.body as { code?: string } | undefined)?.code === "BACKUP_INVALID" ? reason : translate("backup.verifyFailed", { reason: /[.!?]$/.test(reason) ? reason : `${reason}.` })),
    );

  const restore = (name: string, archivePath: string) =>
    run(
      name,
      "restore",
      async () => {
        const r = await read(api.api.backup.restore.$post({ json: { archivePath, replace: true } }));
        // Every screen's data is the backup's now: read again in the background (not the sign-in's own queries, whose
        // refetch could draw the page again and lose the answer shown here), and the answer shows at once.
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
        return translate("backup.restored", { made: dateAndTime(r.createdAt), rows: wholeNumber(rowsOf(r.tables)), files: wholeNumber(r.filesCount) });
      },
      (reason) => reason,
    );

  const list = archives.data?.archives ?? [];
  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader title={translate("backup.archives")} subheader={folder || undefined} slotProps={{ title: { component: "h2", variant: "h6" }, subheader: { sx: { overflowWrap: "anywhere" } } }} />
      <CardContent sx={{ pt: 0 }}>
        {folder === "" && <Typography color="text.secondary">{translate("backup.archivesHint")}</Typography>}
        {archives.isFetching && <LinearProgress sx={{ mb: 1 }} />}
        {archives.isError && <Typography color="text.secondary">{translate("backup.archivesUnreadable")}</Typography>}
        {archives.isSuccess && list.length === 0 && <Typography color="text.secondary">{translate("backup.noArchives")}</Typography>}
        <Box component="ul" data-testid="backup-archives" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {list.map((a) => {
            const made = dateAndTime(a.createdAt);
            const mine = working?.name === a.name;
            return (
              <Box component="li" key={a.name} data-testid="backup-archive" sx={{ py: 1.5, borderTop: 1, borderColor: "divider" }}>
                <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, justifyContent: "space-between" }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{made}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate("backup.colSize")}: {a.size} · {translate("backup.colEncrypted")}: {translate(a.encrypted ? "backup.yes" : "backup.no")}
                    </Typography>
                  </Box>
                  <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                    {mine && <CircularProgress size={20} aria-label={translate(working.job === "verify" ? "backup.verifying" : "backup.restoring")} />}
                    <Button size="small" variant="outlined" disabled={busy} onClick={() => void verify(a.name, a.archivePath)}>
                      {mine && working.job === "verify" ? translate("backup.verifying") : translate("backup.verify")}
                    </Button>
                    <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => setAsking({ name: a.name, archivePath: a.archivePath, made })}>
                      {translate("backup.restore")}
                    </Button>
                  </Box>
                </Box>
                {mine && working.job === "restore" && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {translate("backup.restoring")}
                  </Alert>
                )}
                {outcome?.name === a.name && (
                  <Alert severity={outcome.ok ? "success" : "error"} sx={{ mt: 1 }} data-testid="archive-outcome">
                    {outcome.text}
                  </Alert>
                )}
              </Box>
            );
          })}
        </Box>
        {busy && !working && list.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate("backup.whyBusy")}
          </Typography>
        )}
      </CardContent>
      {asking && (
        <RestoreDialog
          made={asking.made}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void restore(asking.name, asking.archivePath);
          }}
        />
      )}
    </Card>
  );
}
