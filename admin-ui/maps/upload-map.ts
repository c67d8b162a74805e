import { api, read } from "../lib/api";

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

/** A PUT with upload progress (fetch reports none); rejects with the server's message. */
function putFile(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "application/pdf");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      if (xhr.status === 401) return reject(new UploadError("maps.authorizationRequired"));
      // The server's own message (English, like every API message) when it gave one.
      let message = xhr.statusText;
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message || message;
      } catch {
        // not JSON: keep the status text
      }
      reject(message ? new Error(message) : new UploadError("maps.uploadFailedStatus", { status: xhr.status }));
    };
    xhr.onerror = () => reject(new UploadError("maps.networkError"));
    xhr.send(file);
  });
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
    throw new SaveMapError(error instanceof Error ? error.message : String(error));
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
