import { app } from "./app";
import { categories } from "./categories";
import { common } from "./common";
import { dashboardEnglish } from "./dashboard.en";
import { layoutEnglish } from "./layout.en";
import { raEnglish } from "./ra.en";
import type { Messages } from "./types";

/**
 * The English of the first screen's areas (first-screen.ts, FIRST_SCREEN_AREAS, in the same order), which
 * admin-ui/i18n/provider.ts bundles with the first screen. The three large areas' English are modules of their own so
 * that their Spanish stays out of the first screen's bundle (it arrives with the whole catalogue);
 * tests/domain/i18n-first-screen.test.ts checks this list against FIRST_SCREEN_AREAS.
 */
export const FIRST_SCREEN_ENGLISH: Messages[] = [app.en, categories.en, common.en, dashboardEnglish, layoutEnglish, raEnglish];
