// First, before React and the app are evaluated: the reads every load makes start now (lib/boot-reads.ts).
import "./boot";
import { startOfflineApp } from "./offline/register";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";

// The service worker and the outbox (offline/register.ts): after the page has loaded.
startOfflineApp();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
