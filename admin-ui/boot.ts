import { startBootReads } from "./lib/boot-reads";

// A module of its own, imported first by main.tsx: ES modules run in import order, so this runs before the app's code.
startBootReads();
