/**
 * Which of the invoice's three protectant totals a Crop Protectants task lands in
 * (docs/decisions/protectants-split.md). Each task goes wholly to one class, so the three always add up to the
 * category's total.
 */
export type ProtectantClass = "insecticide" | "fungicide" | "herbicide";

/** The class used when neither the name nor the notes say: herbicides are most of the protectants a farm buys. */
export const DEFAULT_PROTECTANT_CLASS: ProtectantClass = "herbicide";

// Word starts (\b) keep "rot" from matching "protectant" or "rotation"; pests are matched inside compounds
// ("armyworm", "leafhopper").
const KEYWORDS: Record<ProtectantClass, RegExp> = {
  insecticide:
    /\binsect|\bmites?\b|\bmiticid|worm|aphid|thrip|lygus|weevil|beetle|\bmoths?\b|borer|hopper|\bbugs?\b|caterpillar|\blarv|whitefl|nematod|pyrethr|abamectin|spinosad|chlorpyrifos|imidacloprid/,
  fungicide:
    /\bfung|mildew|\brots?\b|blight|\bmou?ld|\brust\b|\bscab\b|\bsmut\b|botrytis|leaf ?spot|anthracnose|\bcopper\b|azoxystrobin|propiconazole/,
  herbicide:
    /\bherb|\bweed|glyphosate|roundup|paraquat|gramoxone|\b2,4-?d\b|dicamba|atrazine|pre-?emerg|post-?emerg|burn ?down|trifluralin|treflan|velpar|hexazinone/,
};

/** The class whose keyword starts earliest in the text, or undefined when none appears. */
function classOfText(text: string): ProtectantClass | undefined {
  let best: { cls: ProtectantClass; at: number } | undefined;
  for (const cls of Object.keys(KEYWORDS) as ProtectantClass[]) {
    const at = text.toLowerCase().search(KEYWORDS[cls]);
    if (at >= 0 && (!best || at < best.at)) best = { cls, at };
  }
  return best?.cls;
}

/**
 * Reads the task name first, then the notes; the first keyword found decides; otherwise the default.
 * @example protectantClass("Spray for aphids", "") === "insecticide"
 * @example protectantClass("Crop protectant pass", "mildew pressure") === "fungicide"
 * @example protectantClass("Spray", null) === "herbicide"
 */
export function protectantClass(name: string, notes: string | null | undefined): ProtectantClass {
  return classOfText(name) ?? classOfText(notes ?? "") ?? DEFAULT_PROTECTANT_CLASS;
}
