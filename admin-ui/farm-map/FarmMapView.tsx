import { Box } from "@mui/material";
import OlMap from "ol/Map";
import View from "ol/View";
import Collection from "ol/Collection";
import type Feature from "ol/Feature";
import GeoJSON from "ol/format/GeoJSON";
import type { Geometry } from "ol/geom";
import Draw from "ol/interaction/Draw";
import Modify from "ol/interaction/Modify";
import TileLayer from "ol/layer/Tile";
import VectorLayer from "ol/layer/Vector";
import VectorSource from "ol/source/Vector";
import XYZ from "ol/source/XYZ";
import { Fill, Stroke, Style, Text } from "ol/style";
import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import type { MapFeature } from "./map-data";

/** What the screen does with the map: look and tap, draw a field's first boundary, or move an existing one's corners. */
export type MapMode = { kind: "view" } | { kind: "draw"; fieldId: number } | { kind: "edit"; fieldId: number };

/** The boundary drawn or edited, as the API stores it: GeoJSON in longitude/latitude, to 7 decimals (about 1 cm). */
export type DrawnGeometry = MapFeature["geometry"];

/** The map's commands the screen's buttons give. */
export interface FarmMapHandle {
  zoom(delta: number): void;
  fit(): void;
  /** Ends the shape being drawn (as a tap on its first corner does). */
  finishDrawing(): void;
  /** Takes back the last corner placed. */
  undoPoint(): void;
  /** The edited field's boundary as it now stands. */
  editedGeometry(): DrawnGeometry | null;
  /** Keeps the edited shape when the edit ends (it was saved); otherwise ending an edit puts the stored shape back. */
  keepEdited(): void;
}

interface Props {
  features: MapFeature[];
  /** Each field's fill (by field id); a field missing is drawn as "no data". */
  colourOf(fieldId: number): string;
  selectedId: number | null;
  mode: MapMode;
  tileUrl?: string | null;
  /** What the map shows, as its accessible name. */
  label: string;
  onSelect(fieldId: number): void;
  onDrawn(geometry: DrawnGeometry): void;
}

export const LABEL_COLOUR = "#111111";
const OUTLINE = new Stroke({ color: "#37474f", width: 1.5 });
const SELECTED = new Stroke({ color: "#1565c0", width: 4 });
const LABEL_FONT = '600 13px Roboto, "Helvetica Neue", Arial, sans-serif';
const format = new GeoJSON({ dataProjection: "EPSG:4326", featureProjection: "EPSG:3857" });

/**
 * The farm map: OpenLayers with Canvas 2D vector layers (no WebGL, so it draws in any browser and headless), each
 * field filled with its figure's colour and labelled with its name; a plain background unless the administrator set a
 * tile address. Drag and pinch move and zoom (rotation stays off: north stays up); a click or tap on a field selects
 * it.
 */
export const FarmMapView = forwardRef<FarmMapHandle, Props>(function FarmMapView({ features, colourOf, selectedId, mode, tileUrl, label, onSelect, onDrawn }, ref) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const fields = useRef(new VectorSource<Feature<Geometry>>());
  const drawn = useRef(new VectorSource<Feature<Geometry>>());
  const draw = useRef<Draw | null>(null);
  const fitted = useRef("");
  const kept = useRef(false);
  // The style function reads the latest props without rebuilding the layer.
  const latest = useRef({ colourOf, selectedId, mode, onSelect, onDrawn });
  latest.current = { colourOf, selectedId, mode, onSelect, onDrawn };

  useEffect(() => {
    const style = (feature: { get(key: string): unknown }) => {
      const id = feature.get("fieldId") as number;
      const { colourOf, selectedId } = latest.current;
      return new Style({
        fill: new Fill({ color: colourOf(id) }),
        stroke: id === selectedId ? SELECTED : OUTLINE,
        text: new Text({ text: String(feature.get("name") ?? ""), font: LABEL_FONT, fill: new Fill({ color: LABEL_COLOUR }), stroke: new Stroke({ color: "#ffffff", width: 3 }), overflow: true }),
      });
    };
    const fieldLayer = new VectorLayer({ source: fields.current, style, declutter: true });
    const drawLayer = new VectorLayer({ source: drawn.current, style: new Style({ stroke: SELECTED, fill: new Fill({ color: "rgba(21,101,192,0.15)" }) }) });
    const m = new OlMap({
      target: target.current!,
      layers: [fieldLayer, drawLayer],
      controls: [],
      view: new View({ center: [0, 0], zoom: 2, enableRotation: false }),
    });
    m.on("singleclick", (e) => {
      if (latest.current.mode.kind !== "view") return;
      const hit = m.forEachFeatureAtPixel(e.pixel, (f) => f, { layerFilter: (l) => l === fieldLayer, hitTolerance: 4 });
      const id = hit?.get("fieldId");
      if (typeof id === "number") latest.current.onSelect(id);
    });
    m.on("pointermove", (e) => {
      if (e.dragging || latest.current.mode.kind !== "view") return;
      const element = m.getTargetElement();
      if (element) element.style.cursor = m.hasFeatureAtPixel(e.pixel, { layerFilter: (l) => l === fieldLayer }) ? "pointer" : "";
    });
    map.current = m;
    return () => {
      m.setTarget(undefined);
      map.current = null;
    };
  }, []);

  // The tile layer, under the fields, only when an address is set.
  useEffect(() => {
    const m = map.current;
    if (!m || !tileUrl) return;
    const tiles = new TileLayer({ source: new XYZ({ url: tileUrl, crossOrigin: "anonymous" }) });
    m.getLayers().insertAt(0, tiles);
    return () => void m.removeLayer(tiles);
  }, [tileUrl]);

  // The fields; the view fits them when the set of fields changes (another entity, year or import), not on each redraw.
  useEffect(() => {
    const source = fields.current;
    source.clear();
    source.addFeatures(format.readFeatures({ type: "FeatureCollection", features: features.map((f) => ({ ...f, properties: { ...f.properties } })) }) as Feature<Geometry>[]);
    const key = features.map((f) => `${f.properties.fieldId}:${JSON.stringify(f.geometry.coordinates).length}`).join(",");
    if (key !== fitted.current && features.length > 0) {
      fitted.current = key;
      fitToFields();
    }
  }, [features]);

  // A new colour or selection redraws the fields.
  useEffect(() => {
    fields.current.changed();
  }, [colourOf, selectedId]);

  // Drawing and editing: the interaction of the mode, removed when it ends.
  useEffect(() => {
    const m = map.current;
    if (!m || mode.kind === "view") return;
    if (mode.kind === "draw") {
      const d = new Draw({ source: drawn.current, type: "Polygon" });
      d.on("drawend", (e) => {
        const geometry = format.writeGeometryObject(e.feature.getGeometry()!, { decimals: 7 }) as DrawnGeometry;
        latest.current.onDrawn(geometry);
      });
      draw.current = d;
      m.addInteraction(d);
      return () => {
        m.removeInteraction(d);
        draw.current = null;
        drawn.current.clear();
      };
    }
    const feature = fields.current.getFeatures().find((f) => f.get("fieldId") === mode.fieldId);
    if (!feature) return;
    const stored = feature.getGeometry()!.clone();
    kept.current = false;
    const modify = new Modify({ features: new Collection([feature]), pixelTolerance: 16 });
    m.addInteraction(modify);
    return () => {
      m.removeInteraction(modify);
      if (!kept.current) feature.setGeometry(stored);
    };
  }, [mode]);

  function fitToFields() {
    const m = map.current;
    const extent = fields.current.getExtent();
    if (!m || !extent || !Number.isFinite(extent[0])) return;
    m.updateSize();
    m.getView().fit(extent, { padding: [32, 32, 32, 32], maxZoom: 18, duration: 0 });
  }

  useImperativeHandle(ref, () => ({
    zoom(delta) {
      const view = map.current?.getView();
      if (view) view.animate({ zoom: (view.getZoom() ?? 2) + delta, duration: 200 });
    },
    fit: fitToFields,
    finishDrawing: () => draw.current?.finishDrawing(),
    undoPoint: () => draw.current?.removeLastPoint(),
    editedGeometry() {
      if (latest.current.mode.kind !== "edit") return null;
      const { fieldId } = latest.current.mode;
      const feature = fields.current.getFeatures().find((f) => f.get("fieldId") === fieldId);
      return feature ? (format.writeGeometryObject(feature.getGeometry()!, { decimals: 7 }) as DrawnGeometry) : null;
    },
    keepEdited() {
      kept.current = true;
    },
  }));

  return <Box ref={target} role="img" aria-label={label} data-testid="farm-map-canvas" sx={{ position: "absolute", inset: 0, bgcolor: "#e9efe3" }} />;
});
