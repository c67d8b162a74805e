import { useCallback } from "react";
import { useTranslate } from "react-admin";

/** A task category's name in the UI language: the seeded ones are in the catalogue, any other shows as stored. */
export function useCategoryName(): (name: string | null | undefined) => string {
  const translate = useTranslate();
  return useCallback((name) => (name ? translate(`categories.${name}`, { _: name }) : ""), [translate]);
}
