import { useEffect, useRef, useState } from "react";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { useTranslate } from "react-admin";

export interface BackupResult {
  databaseFile: string;
  filesCount?: number;
  totalSize?: string;
  location: string;
}

export type BackupStatus = { phase: "idle" } | { phase: "running" | "success" | "error"; progress: number; result?: BackupResult };

/** Spec 000 sections 4 and 9: progress rises by 10 each second, capped at 90 until the server answers. */
export const STEP = 10;
export const CAP = 90;

/** The backup screen's two calls and the progress state machine (idle, running, success, error). */
export function useBackup() {
  const translate = useTranslate();
  const toast = useToast();
  const [status, setStatus] = useState<BackupStatus>({ phase: "idle" });
  const [testing, setTesting] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const testPath = async (path: string) => {
    if (!path.trim()) return toast.error(translate("admin.pleaseEnterAPathTo"), translate("admin.pathRequired"));
    setTesting(true);
    try {
      const verdict = await read(api.api.backup["test-path"].$post({ json: { path: path.trim() } }));
      if (verdict.accessible) toast.show("info", translate("admin.pathValid"), verdict.message);
      else toast.error(verdict.message, translate("admin.pathIssue"));
    } catch (error) {
      toast.error(errorMessage(error, translate("admin.failedToTestBackupPath")), translate("admin.pathError"));
    } finally {
      setTesting(false);
    }
  };

  const create = async (path: string) => {
    if (!path.trim()) return toast.error(translate("admin.pleaseEnterABackupPath"), translate("admin.pathRequired"));
    setStatus({ phase: "running", progress: 0 });
    timer.current = setInterval(
      () => setStatus((s) => (s.phase === "running" ? { ...s, progress: Math.min(CAP, s.progress + STEP) } : s)),
      1000,
    );
    try {
      const result = await read(api.api.backup.create.$post({ json: { backupPath: path.trim() } }));
      clearInterval(timer.current);
      setStatus({ phase: "success", progress: 100, result });
      toast.success(translate("admin.successfullyBackedUpTo", { location: result.location }), translate("admin.backupComplete"));
    } catch (error) {
      clearInterval(timer.current);
      setStatus({ phase: "error", progress: 0 });
      toast.error(errorMessage(error, translate("admin.failedToCreateBackup")), translate("admin.backupFailed"));
    }
  };

  return { status, testing, running: status.phase === "running", testPath, create };
}
