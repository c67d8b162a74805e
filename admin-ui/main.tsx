// First, before React and the app are evaluated: the reads every load makes start now (lib/boot-reads.ts).
import "./boot";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
