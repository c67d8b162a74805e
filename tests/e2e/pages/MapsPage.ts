import type { Page } from "playwright-core";

/** A file for the upload dialog's file input. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small file that starts like a PDF (the server checks the first bytes). */
export function pdf(name: string, padding = 0): UploadFile {
  return { name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4\n${"x".repeat(padding)}\n%%EOF\n`) };
}

/** The Ranch Maps tab and its Upload Maps dialog. */
export class MapsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/maps");
    await this.page.getByRole("heading", { name: "Ranch Maps" }).waitFor();
  }

  cards() {
    return this.page.getByTestId("map-card");
  }

  card(fileName: string) {
    return this.cards().filter({ has: this.page.getByTestId("map-name").getByText(fileName, { exact: true }) });
  }

  dialog() {
    return this.page.getByRole("dialog", { name: "Upload Maps" });
  }

  async openUpload(first = false) {
    await this.page.getByRole("button", { name: first ? "Upload Your First Map" : "Upload Maps" }).click();
    await this.dialog().waitFor();
  }

  /** Puts files in the dialog's file chooser (the dialog must be open). */
  async choose(files: UploadFile[]) {
    await this.dialog().getByLabel("Map files").setInputFiles(files);
  }

  async startUpload() {
    await this.dialog().getByRole("button", { name: /^Upload \d+ files?$/ }).click();
  }
}
