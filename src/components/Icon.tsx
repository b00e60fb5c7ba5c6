import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign";
import Boxes from "lucide-react/icons/boxes";
import Building2 from "lucide-react/icons/building-2";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Clock from "lucide-react/icons/clock";
import Hammer from "lucide-react/icons/hammer";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Home from "lucide-react/icons/home";
import Leaf from "lucide-react/icons/leaf";
import MapPin from "lucide-react/icons/map-pin";
import Medal from "lucide-react/icons/medal";
import Package from "lucide-react/icons/package";
import Phone from "lucide-react/icons/phone";
import Recycle from "lucide-react/icons/recycle";
import Refrigerator from "lucide-react/icons/refrigerator";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sofa from "lucide-react/icons/sofa";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import Trash2 from "lucide-react/icons/trash-2";
import Truck from "lucide-react/icons/truck";
import Users from "lucide-react/icons/users";
import Warehouse from "lucide-react/icons/warehouse";
import Wrench from "lucide-react/icons/wrench";
import type { LucideIcon } from "lucide-react";
import type { IconName } from "../content/types";

// An explicit map (not `import * as icons`) so the Worker bundle carries only these icons.
// Rendered on the server only: icons never ship to the browser as JavaScript.
const icons: Record<IconName, LucideIcon> = {
  Truck,
  Clock,
  ShieldCheck,
  Star,
  Recycle,
  Medal,
  Home,
  Building2,
  Sofa,
  Refrigerator,
  Trash2,
  Hammer,
  Package,
  Leaf,
  BadgeDollarSign,
  Users,
  CalendarCheck,
  Sparkles,
  HeartHandshake,
  MapPin,
  Phone,
  Wrench,
  Warehouse,
  Boxes,
};

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name] ?? Star;
  return <Component className={className} aria-hidden="true" focusable="false" strokeWidth={2} />;
}
