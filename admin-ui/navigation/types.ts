import type SvgIcon from "@mui/material/SvgIcon";
import type { ComponentType } from "react";
import type { WrittenRecord } from "../../api/client/rules";

/** A menu entry's icon (an @mui/icons-material default export). */
export type Icon = typeof SvgIcon;

/** The account roles (api/domain/users.ts `ROLES`; tests/domain/navigation-registry.test.ts keeps them equal). */
export const ROLES = ["admin", "editor", "readonly", "crew"] as const;
export type Role = (typeof ROLES)[number];

/** Who may use a screen. */
export const EVERYONE: readonly Role[] = ROLES;
export const OFFICE: readonly Role[] = ["admin", "editor", "readonly"];
export const ADMINS: readonly Role[] = ["admin"];
export const CREW: readonly Role[] = ["crew"];

/**
 * Where a screen's menu entry shows: a sidebar group (GROUPS in registry.ts, in their order), the user menu
 * ("user"), or under the user menu's Admin Panel ("admin"). A screen without a group has no entry of its own: it
 * needs a parameter and is reached from its parent's screen.
 */
export type MenuGroup = "crew" | "tabs" | "land" | "inputs" | "harvest" | "labor" | "map" | "accounting" | "user" | "admin";

/** A custom screen (react-admin <CustomRoutes>): one entry of the registry. */
export interface ScreenEntry {
  /** Unique; the main area carries it as `data-screen` while the screen shows. */
  id: string;
  /** react-router path; a parameter screen names its parameters (`/landlords/:id/statement`). */
  path: string;
  /** Catalogue key of the menu entry (an area of i18n/messages/first-screen.ts: the menus are on the first screen). */
  label?: string;
  icon?: Icon;
  group?: MenuGroup;
  roles: readonly Role[];
  /** The screen, lazily loaded (lib/lazy-screen.tsx), or the dashboard. */
  element: ComponentType;
  /** The screen whose page links to this one (a parameter screen). */
  parent?: string;
  /**
   * What a role outside `roles` reads on opening the path: a key of the admin area's texts, `admin.<denial>`, loaded
   * with the denial, not with the first screen (default: see navigation/Denied.tsx).
   */
  denial?: string;
}

/** A REST resource's screens (react-admin <Resource>), as the react-admin demo's `products/index.tsx`. */
export interface ResourceEntry {
  /** The API collection, and the list's path (`/landlords`). */
  name: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon?: Icon;
  /** Catalogue key of the menu entry. */
  label?: string;
  /** Omitted for a resource without a list (data only, read by other screens). */
  group?: MenuGroup;
  roles: readonly Role[];
  /**
   * The kind of record its create and edit screens change (api/domain/write-access.ts, what the API's routes declare):
   * those screens are for the roles that may create or change it; the others read the denial (registry.ts, screenAt).
   */
  writes?: WrittenRecord;
  /** The resource's parameter screens (a landlord's statement), reached from its list. */
  screens?: readonly Omit<ScreenEntry, "parent" | "roles" | "group">[];
}
