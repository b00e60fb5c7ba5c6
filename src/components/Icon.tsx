import {
  BadgeDollarSign, Boxes, Building2, CalendarCheck, Clock, Hammer, HeartHandshake, Home, Leaf, MapPin, Medal, Package, Phone,
  Recycle, Refrigerator, ShieldCheck, Sofa, Sparkles, Star, Trash2, Truck, Users, Warehouse, Wrench, type LucideIcon,
} from "lucide-react";
import type { IconName } from "../content/types";

// An explicit map (not `import * as icons`) so the Worker bundle carries only these icons.
// Rendered on the server only: icons never ship to the browser as JavaScript.
const icons: Record<IconName, LucideIcon> = {
  Truck, Clock, ShieldCheck, Star, Recycle, Medal, Home, Building2, Sofa, Refrigerator, Trash2, Hammer,
  Package, Leaf, BadgeDollarSign, Users, CalendarCheck, Sparkles, HeartHandshake, MapPin, Phone, Wrench, Warehouse, Boxes,
};

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name] ?? Star;
  return <Component className={className} aria-hidden="true" focusable="false" strokeWidth={2} />;
}
