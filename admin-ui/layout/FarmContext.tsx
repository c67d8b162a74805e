import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** Crop years the top bar offers (spec 000 section 9); 2025 is the default. */
export const CROP_YEARS = [2026, 2025, 2024, 2023] as const;
export const DEFAULT_CROP_YEAR = 2025;
const STORAGE_KEY = "selectedEntityId";

interface FarmState {
  entityId: number | null;
  selectEntity(id: number | null): void;
  cropYear: number;
  setCropYear(year: number): void;
}

const FarmContext = createContext<FarmState | null>(null);

function storedEntityId(): number | null {
  const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The farm entity and crop year every tab works in; the chosen entity survives a reload (local storage). */
export function FarmProvider({ children }: { children: ReactNode }) {
  const [entityId, setEntityId] = useState<number | null>(storedEntityId);
  const [cropYear, setCropYear] = useState<number>(DEFAULT_CROP_YEAR);
  const selectEntity = useCallback((id: number | null) => {
    setEntityId(id);
    if (id === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(id));
  }, []);
  const value = useMemo(() => ({ entityId, selectEntity, cropYear, setCropYear }), [entityId, selectEntity, cropYear]);
  return <FarmContext.Provider value={value}>{children}</FarmContext.Provider>;
}

export function useFarm(): FarmState {
  const state = useContext(FarmContext);
  if (!state) throw new Error("useFarm outside FarmProvider");
  return state;
}
