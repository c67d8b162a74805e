import { app } from "./app";
import { categories } from "./categories";
import { common } from "./common";
import { dashboard } from "./dashboard";
import { layout } from "./layout";
import { ra } from "./ra";
import type { AreaMessages } from "./types";

/**
 * The areas the first screen (the shell and the dashboard) uses, bundled with it in English
 * (admin-ui/i18n/provider.ts); every other area, and Spanish, arrive with the whole catalogue a moment later, before
 * any other screen (the sign-in page included) shows. The menus' labels (navigation/registry.ts) are layout keys.
 * tests/domain/i18n-first-screen.test.ts fails when first-screen code uses an area missing here.
 */
export const FIRST_SCREEN_AREAS: AreaMessages[] = [app, categories, common, dashboard, layout, ra];
