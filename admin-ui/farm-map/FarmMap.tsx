import DownloadIcon from "@mui/icons-material/Download";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Alert, Box, Button, FormControlLabel, MenuItem, Paper, Switch, TextField } from "@mui/material";
import { useMemo, useRef, useState } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { errorMessage } from "../lib/http";
import { money, quantity } from "../lib/format";
import { PageHeading } from "../lib/PageHeading";
import type { Entity } from "../lib/types";
import { useEntityFields } from "../lib/useFarmData";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useReferenceWords } from "../lib/useReferenceWords";
import { BoundaryImportDialog } from "./BoundaryImportDialog";
import { DeleteBoundaryDialog } from "./DeleteBoundaryDialog";
import { type DrawnGeometry, type FarmMapHandle, FarmMapView, type MapMode } from "./FarmMapView";
import { FieldMapDialog } from "./FieldMapDialog";
import { mapClasses, NO_DATA_COLOUR } from "./map-classes";
import { exportUrl, type MapFeature, saveBoundary, useBoundaryChanged, useMapData, useTileUrl } from "./map-data";
import { MapControls, ShapeBar } from "./MapControls";
import { MapLegend } from "./MapLegend";
import { UnmappedFields } from "./UnmappedFields";

const VIEW: MapMode = { kind: "view" };

/** The unit most of the fields' yields are in: a legend compares figures of one unit only. */
function mainUnit(features: MapFeature[]): string | null {
  const count = new Map<string, number>();
  for (const f of features) if (f.properties.figures.yieldUnit) count.set(f.properties.figures.yieldUnit, (count.get(f.properties.figures.yieldUnit) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The farm map of the sidebar's entity (or of every entity) for the crop year: the fields coloured by the figure
 * chosen, with its legend; a tap opens a field's card; boundaries are imported, drawn, edited and deleted here.
 */
export function FarmMap({ entity, year }: { entity: Entity; year: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const words = useReferenceWords();
  const may = useMayChange("fields");
  const [everyEntity, setEveryEntity] = useState(false);
  const [chosen, setChosen] = useState("costPerAcre");
  const [selected, setSelected] = useState<MapFeature["properties"] | null>(null);
  const [mode, setMode] = useState<MapMode>(VIEW);
  const [deleting, setDeleting] = useState<MapFeature["properties"] | null>(null);
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const mapRef = useRef<FarmMapHandle>(null);
  const changed = useBoundaryChanged();
  const { data, error } = useMapData(everyEntity ? null : entity.id, year);
  const { data: entityFields } = useEntityFields(entity.id, year, false);
  const tileUrl = useTileUrl();

  const features = useMemo(() => data?.features ?? [], [data]);
  const figures = data?.figures ?? [];
  const figure = figures.find((f) => f.id === chosen) ?? figures[0];
  const unit = figure?.unit === "unit/ac" ? mainUnit(features) : null;
  const { classes, classOf } = useMemo(() => {
    const values = features.map((f) => ({
      fieldId: f.properties.fieldId,
      value: figure && (figure.unit !== "unit/ac" || f.properties.figures.yieldUnit === unit) ? f.properties.figures[figure.id] : null,
    }));
    return mapClasses(values, !!figure?.id.toLowerCase().includes("cost"));
  }, [features, figure, unit]);
  const colourOf = useMemo(() => (id: number) => {
    const i = classOf.get(id);
    return i === undefined ? NO_DATA_COLOUR : classes[i]!.colour;
  }, [classes, classOf]);
  const figureName = (f: { labelKey: string; label?: { en: string; es: string } }) => {
    const text = translate(f.labelKey, { _: "" });
    return text || (locale === "es" ? f.label?.es : f.label?.en) || f.labelKey;
  };
  const valueText = (v: string) => (figure?.unit === "unit/ac" ? translate("map.perAcreUnit", { value: quantity(v), unit: words.unit(unit ?? "") }) : money(v));

  const mapped = new Set(features.map((f) => f.properties.fieldId));
  const unmapped = (entityFields ?? []).filter((f) => !mapped.has(f.id));
  const nameOf = (fieldId: number) => features.find((f) => f.properties.fieldId === fieldId)?.properties.name ?? entityFields?.find((f) => f.id === fieldId)?.name ?? "";

  const done = async () => {
    await changed();
    setMode(VIEW);
  };
  const save = async (fieldId: number, geometry: DrawnGeometry, edited: boolean) => {
    setBusy(true);
    setFailure("");
    try {
      await saveBoundary(fieldId, geometry);
      if (edited) mapRef.current?.keepEdited();
      await done();
    } catch (e) {
      setFailure(errorMessage(e, translate("map.couldNotSave")));
      // A refused drawing is taken away to be drawn again; an edit stays as it is to be corrected.
      if (!edited) setMode({ kind: "draw", fieldId });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <PageHeading title={translate("map.title")} subtitle={translate(everyEntity ? "map.subtitleEvery" : "map.subtitle", { entity: entity.name, year })} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
        <TextField select size="small" label={translate("map.colourBy")} value={figure?.id ?? ""} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 200 }} data-testid="colour-by">
          {figures.map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {figureName(f)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={everyEntity} onChange={(e) => setEveryEntity(e.target.checked)} />} label={translate("map.everyEntity")} />
        <Box sx={{ flex: 1 }} />
        {may.update && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)} disabled={mode.kind !== "view"}>
            {translate("map.importBoundaries")}
          </Button>
        )}
        <Button variant="outlined" startIcon={<DownloadIcon />} component="a" href={exportUrl(everyEntity ? null : entity.id, year)} download>
          {translate("map.exportGeoJson")}
        </Button>
      </Box>
      {error && <Alert severity="error">{errorMessage(error, translate("map.couldNotLoad"))}</Alert>}
      {failure && (
        <Alert severity="error" onClose={() => setFailure("")} data-testid="map-failure">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 300px" }, alignItems: "start" }}>
        <Box sx={{ display: "grid", gap: 1, minWidth: 0 }}>
          {mode.kind !== "view" && (
            <ShapeBar
              mode={mode.kind}
              name={nameOf(mode.fieldId)}
              busy={busy}
              onFinish={() => mapRef.current?.finishDrawing()}
              onUndo={() => mapRef.current?.undoPoint()}
              onSave={() => {
                const geometry = mapRef.current?.editedGeometry();
                if (geometry) void save(mode.fieldId, geometry, true);
              }}
              onCancel={() => {
                setFailure("");
                setMode(VIEW);
              }}
            />
          )}
          <Paper variant="outlined" sx={{ position: "relative", height: { xs: "62vh", md: "calc(100vh - 300px)" }, minHeight: 320, overflow: "hidden" }} data-testid="farm-map">
            <FarmMapView
              ref={mapRef}
              features={features}
              colourOf={colourOf}
              selectedId={mode.kind === "edit" ? mode.fieldId : (selected?.fieldId ?? null)}
              mode={mode}
              tileUrl={tileUrl}
              label={translate("map.mapOf", { entity: everyEntity ? translate("map.everyEntity") : entity.name, year })}
              onSelect={(id) => setSelected(features.find((f) => f.properties.fieldId === id)?.properties ?? null)}
              onDrawn={(geometry) => mode.kind === "draw" && void save(mode.fieldId, geometry, false)}
            />
            <MapControls onZoom={(d) => mapRef.current?.zoom(d)} onFit={() => mapRef.current?.fit()} />
            {data && features.length === 0 && (
              <Box sx={{ position: "absolute", left: 16, right: 16, bottom: 16, pointerEvents: "none" }}>
                <Alert severity="info" data-testid="map-empty">
                  {translate("map.noBoundaries")}
                </Alert>
              </Box>
            )}
          </Paper>
        </Box>
        <Paper variant="outlined" sx={{ p: 2, display: "grid", gap: 2, minWidth: 0 }}>
          {figure && <MapLegend title={figureName(figure)} classes={classes} text={valueText} noData={features.length - classOf.size} />}
          <UnmappedFields entityName={entity.name} fields={unmapped} mayDraw={may.update} drawing={mode.kind === "view" ? null : mode.fieldId} onDraw={(fieldId) => setMode({ kind: "draw", fieldId })} />
        </Paper>
      </Box>
      {selected && mode.kind === "view" && (
        <FieldMapDialog
          fieldId={selected.fieldId}
          entityId={selected.entityId}
          year={year}
          onClose={() => setSelected(null)}
          onEditBoundary={() => {
            setMode({ kind: "edit", fieldId: selected.fieldId });
            setSelected(null);
          }}
          onDeleteBoundary={() => {
            setDeleting(selected);
            setSelected(null);
          }}
        />
      )}
      {deleting && (
        <DeleteBoundaryDialog
          field={deleting}
          onClose={async (deleted) => {
            setDeleting(null);
            if (deleted) await changed();
          }}
        />
      )}
      {importing && (
        <BoundaryImportDialog
          open
          entityId={entity.id}
          onClose={async (didChange) => {
            setImporting(false);
            if (didChange) await changed();
          }}
        />
      )}
    </Box>
  );
}
