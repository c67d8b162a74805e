import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { CROP_YEARS, DEFAULT_CROP_YEAR, ENTITY_KEY, rememberView, storedCropYear, storedEntityId, YEAR_KEY } from "./farm-storage";

export { CROP_YEARS, DEFAULT_CROP_YEAR };

interface FarmState {
  entityId: number | null;
  selectEntity(id: number | null): void;
  cropYear: number;
  setCropYear(year: number): void;
}

const FarmContext = createContext<FarmState | null>(null);

/** The farm entity and crop year every tab works in; both survive a reload (local storage). */
export function FarmProvider({ children }: { children: ReactNode }) {
  const [entityId, setEntityId] = useState<number | null>(storedEntityId);
  const [cropYear, setYear] = useState<number>(storedCropYear);
  const setCropYear = useCallback((year: number) => {
    setYear(year);
    localStorage.setItem(YEAR_KEY, String(year));
    rememberView();
  }, []);
  const selectEntity = useCallback((id: number | null) => {
    setEntityId(id);
    if (id === null) localStorage.removeItem(ENTITY_KEY);
    else localStorage.setItem(ENTITY_KEY, String(id));
    rememberView();
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
