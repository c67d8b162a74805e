import { HttpError } from "react-admin";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { upload } from "../lib/upload";

/** The spec's upload item states (spec 000 section 4). */
export type UploadState = "waiting" | "preprocessing" | "uploading" | "postprocessing" | "paused" | "complete" | "error";

/** Spec 000 sections 5 and 9: at most 5 files per upload, each at most 50 MB. */
export const MAX_FILES = 5;
export const MAX_BYTES = 52_428_800;

/** Raised when the map's file is stored but the map could not be recorded. */
export class SaveMapError extends Error {}

/** A failure the UI words itself, in the user's language: a catalogue key and the values put into it. */
export class UploadError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

/** Why a chosen file cannot be uploaded: a catalogue key and its values. */
export interface Refusal {
  key: string;
  values: Record<string, unknown>;
}

/** The PDF PUT to its one-time URL with its progress (lib/upload); a refusal reads as the server's message. */
async function putFile(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  try {
    await upload("PUT", url, file, onProgress, "application/pdf");
  } catch (error) {
    if (!(error instanceof HttpError)) throw new UploadError("maps.networkError");
    if (error.status === 401) throw new UploadError("maps.authorizationRequired");
    // The server's refusal (too large, not a PDF, the URL used or expired), worded by its code where the dialog shows it.
    throw error.message ? error : new UploadError("maps.uploadFailedStatus", { status: error.status });
  }
}

/**
 * One map's upload: ask for a one-time URL, PUT the file to it, then record the map with the object path the
 * upload answered with (DECISIONS.md, "Files and backups").
 */
export async function uploadMap(file: File, onState: (state: UploadState, progress: number) => void) {
  onState("preprocessing", 0);
  const slot = await read(api.api.objects.upload.$post());
  onState("uploading", 0);
  await putFile(slot.uploadURL, file, (p) => onState("uploading", p));
  onState("postprocessing", 100);
  try {
    await read(api.api.maps.$post({ json: { fileName: file.name, filePath: slot.objectPath, fileSize: file.size } }));
  } catch (error) {
    throw new SaveMapError(errorMessage(error, String(error)));
  }
  onState("complete", 100);
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function refusal(file: File): Refusal | null {
  const isPdf = file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
  if (!isPdf) return { key: "maps.notAPdf", values: { name: file.name } };
  if (file.size > MAX_BYTES) return { key: "maps.tooLarge", values: { name: file.name } };
  return null;
}
