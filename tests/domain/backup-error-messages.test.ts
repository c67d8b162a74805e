import { describe, expect, test } from "bun:test";
import { errorText } from "../../admin-ui/lib/error-messages";
import { translator } from "../support/ui-words";

/** The backup screen's refusals, worded by the UI from the API's code (admin-ui/lib/error-messages.ts). */
const en = translator("en");
const es = translator("es");
const SERVER_WORDS = /BACKUP_ALLOW_SYSTEM_DISK|farmctl|allowSystemDisk|--allow|mount point/;

const onSystemDisk = {
  status: 400,
  code: "BACKUP_ON_SYSTEM_DISK",
  message: "/srv/farm is not on a backup drive: ... (allowSystemDisk: true in the API, --allow-system-disk in farmctl)",
  details: { folder: "/srv/farm" },
};

describe("a folder on the server's own disk (BACKUP_ON_SYSTEM_DISK)", () => {
  test("names the folder and the checkbox as the screen labels it, in each language, without the server's settings", () => {
    const english = errorText(onSystemDisk, en, "fallback");
    expect(english).toStartWith("/srv/farm is not on a backup drive");
    expect(english).toContain("tick “Allow a folder on the server's own disk”");
    expect(english).not.toMatch(SERVER_WORDS);
    const spanish = errorText(onSystemDisk, es, "fallback");
    expect(spanish).toContain("marque «Permitir una carpeta en el disco del propio servidor»");
    expect(spanish).not.toMatch(SERVER_WORDS);
  });

  test("without the folder in its details the server's sentence is kept rather than a wrong one", () => {
    expect(errorText({ ...onSystemDisk, details: {} }, en, "fallback")).toBe(onSystemDisk.message);
  });
});

describe("a backup or restore already running (BACKUP_BUSY)", () => {
  test("says to wait, in each language", () => {
    const busy = { status: 409, code: "BACKUP_BUSY", message: "A backup is running on this server", details: { running: "backup" } };
    expect(errorText(busy, en, "fallback")).toBe("A backup or restore is already running on the server. Wait until it has finished, then try again.");
    expect(errorText(busy, es, "fallback")).toStartWith("Ya hay un respaldo o una restauración en curso");
  });
});
