import AgricultureIcon from "@mui/icons-material/Agriculture";
import AssignmentIcon from "@mui/icons-material/Assignment";
import AttachMoneyIcon from "@mui/icons-material/AttachMoney";
import GrassIcon from "@mui/icons-material/Grass";
import HomeIcon from "@mui/icons-material/Home";
import ReceiptIcon from "@mui/icons-material/Receipt";
import ShieldIcon from "@mui/icons-material/Shield";
import SpaIcon from "@mui/icons-material/Spa";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import TerrainIcon from "@mui/icons-material/Terrain";
import WaterDropIcon from "@mui/icons-material/WaterDrop";
import { Avatar } from "@mui/material";
import type { Category } from "./types";

// Categories store icon names (lucide's); each maps to the closest Material icon.
const ICONS = {
  droplets: WaterDropIcon,
  "clipboard-list": AssignmentIcon,
  sprout: SpaIcon,
  shield: ShieldIcon,
  mountain: TerrainIcon,
  tractor: AgricultureIcon,
  "dollar-sign": AttachMoneyIcon,
  wheat: GrassIcon,
  receipt: ReceiptIcon,
  home: HomeIcon,
} as const;

const DEFAULT_COLOR = "#6b7280";

/** A category's icon in its colour, with a neutral default for unknown categories. */
export function CategoryIcon({ category, size = 36 }: { category?: Category | null; size?: number }) {
  const Icon = (category?.icon && ICONS[category.icon as keyof typeof ICONS]) || TaskAltIcon;
  const color = category?.color || DEFAULT_COLOR;
  return (
    <Avatar sx={{ width: size, height: size, bgcolor: `${color}1f`, color }} variant="rounded">
      <Icon fontSize="small" />
    </Avatar>
  );
}

export const categoryColor = (category?: Category | null) => category?.color || DEFAULT_COLOR;
