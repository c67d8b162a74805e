import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** Crop years the top bar offers (spec 000 section 9); 2025 is the default. */
export const CROP_YEARS = [2026, 2025, 2024, 2023] as const;
export const DEFAULT_CROP_YEAR = 2025;
const STORAGE_KEY = "selectedEntityId";
const YEAR_KEY = "selectedCropYear";

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

/** The stored crop year when it is one the top bar offers, else the default. */
function storedCropYear(): number {
  const year = Number(globalThis.localStorage?.getItem(YEAR_KEY));
  return (CROP_YEARS as readonly number[]).includes(year) ? year : DEFAULT_CROP_YEAR;
}

/** The farm entity and crop year every tab works in; both survive a reload (local storage). */
export function FarmProvider({ children }: { children: ReactNode }) {
  const [entityId, setEntityId] = useState<number | null>(storedEntityId);
  const [cropYear, setYear] = useState<number>(storedCropYear);
  const setCropYear = useCallback((year: number) => {
    setYear(year);
    localStorage.setItem(YEAR_KEY, String(year));
  }, []);
  const selectEntity = useCallback((id: number | null) => {
    setEntityId(id);
    if (id === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(id));
  }, []);
  const value = useMemo(() => ({ entityId, selectEntity, cropYear, setCropYear }), [entityId, selectEntity, cropYear, setCropYear]);
  return <FarmContext.Provider value={value}>{children}</FarmContext.Provider>;
}

export function useFarm(): FarmState {
  const state = useContext(FarmContext);
  // i18n-scan: not shown to users (a programming error: the hook used outside its provider)
  if (!state) throw new Error("useFarm outside FarmProvider");
  return state;
}
