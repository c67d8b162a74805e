import { HttpError } from "react-admin";

/**
 * Sends a file (a `File` or a multipart `FormData`) with the session cookie and reports the upload's progress, which
 * fetch does not. Resolves to the answer's JSON (undefined when there is none); a non-2xx rejects with an HttpError
 * of the server's `message` and body, as lib/http.ts `httpClient` does, so lib/error-messages.ts words it; a dropped
 * connection rejects as fetch would ("Failed to fetch").
 * @example await upload("POST", "/api/entities/1/boundaries/import", form, (percent) => setProgress(percent));
 */
export function upload<T = unknown>(method: "POST" | "PUT", url: string, body: FormData | File, onProgress: (percent: number) => void, contentType?: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    if (contentType) xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let json: { message?: string } | undefined;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as T);
      reject(new HttpError(json?.message || xhr.statusText, xhr.status, json));
    };
    // i18n-scan: not shown to users (fetch's own words for a dropped connection: errorMessage shows its fallback)
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.send(body);
  });
}
