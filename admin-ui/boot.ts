import { startBootReads } from "./lib/boot-reads";
import { watchFirstPaint } from "./lib/first-paint";

// A module of its own, imported first by main.tsx: ES modules run in import order, so this runs before the app's code.
startBootReads();
// The dashboard the server drew into the page, if it did: checked against what this browser remembers, handed over later.
watchFirstPaint();
