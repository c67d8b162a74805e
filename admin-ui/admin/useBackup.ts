import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslate } from "react-admin";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

export interface BackupResult {
  databaseFile: string;
  filesCount?: number;
  totalSize?: string;
  location: string;
}

export type BackupStatus =
  | { phase: "idle" }
  | { phase: "running" | "success"; progress: number; result?: BackupResult }
  | { phase: "error"; progress: number; message: string };

/** The folder check's answer in the user's words: ready or why not. */
export type FolderVerdict = { ok: boolean; text: string };

/** Spec 000 sections 4 and 9: progress rises by 10 each second, capped at 90 until the server answers. */
export const STEP = 10;
export const CAP = 90;

/** The backup screen's folder check and backup, with the progress state machine (idle, running, success, error). */
export function useBackup(onCreated: () => void) {
  const translate = useTranslate();
  const toast = useToast();
  const [status, setStatus] = useState<BackupStatus>({ phase: "idle" });
  const [testing, setTesting] = useState(false);
  const [verdict, setVerdict] = useState<FolderVerdict | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const testPath = async (path: string, allowSystemDisk: boolean) => {
    setTesting(true);
    setVerdict(null);
    try {
      const answer = await read(api.api.backup["test-path"].$post({ json: { path: path.trim(), allowSystemDisk } }));
      if (answer.accessible) {
        setVerdict({ ok: true, text: translate(answer.willBeMade ? "backup.folderWillBeMade" : "backup.folderReady", { free: answer.free ?? "" }) });
      } else if (answer.reason === "notDrive") {
        setVerdict({ ok: false, text: translate("errors.backupOnSystemDisk", { folder: path.trim(), allowSystemDisk: translate("backup.allowSystemDisk") }) });
      } else {
        setVerdict({ ok: false, text: answer.reason ? translate(`backup.reason_${answer.reason}`) : answer.message });
      }
    } catch (error) {
      setVerdict({ ok: false, text: errorMessage(error, translate("admin.failedToTestBackupPath")) });
    } finally {
      setTesting(false);
    }
  };

  const create = async (path: string, allowSystemDisk: boolean) => {
    setVerdict(null);
    setStatus({ phase: "running", progress: 0 });
    timer.current = setInterval(
      () => setStatus((s) => (s.phase === "running" ? { ...s, progress: Math.min(CAP, s.progress + STEP) } : s)),
      1000,
    );
    try {
      const result = await read(api.api.backup.create.$post({ json: { backupPath: path.trim(), allowSystemDisk } }));
      clearInterval(timer.current);
      setStatus({ phase: "success", progress: 100, result });
      toast.success(translate("admin.successfullyBackedUpTo", { location: result.location }), translate("admin.backupComplete"));
      onCreated();
    } catch (error) {
      clearInterval(timer.current);
      setStatus({ phase: "error", progress: 0, message: errorMessage(error, translate("admin.failedToCreateBackup")) });
    }
  };

  /** The folder or the checkbox changed: an earlier check's verdict or refusal no longer says anything about it. */
  const clearVerdict = useCallback(() => {
    setVerdict(null);
    setStatus((s) => (s.phase === "error" ? { phase: "idle" } : s));
  }, []);

  return { status, testing, verdict, running: status.phase === "running", testPath, create, clearVerdict };
}
