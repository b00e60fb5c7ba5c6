import { useEffect, useRef, useState } from "react";
import { LinkList } from "../LinkList";
import { ChevronDown } from "./icons";
import type { NavLink } from "./types";

// Desktop Services dropdown: opens on mouse hover or click/tap/Enter, closes on mouse leave,
// Escape, focus leaving it or a click elsewhere. Hover is mouse-only so a tap doesn't open-then-toggle,
// and a click right after a hover-open keeps the menu open instead of closing it under the pointer.
export function ServicesMenu({ label, services }: { label: string; services: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  const hover = (isOpen: boolean) => {
    openedByHover.current = isOpen;
    setOpen(isOpen);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className="nav-dropdown relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && hover(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && hover(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        {label} <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div className={`nav-dropdown-panel absolute left-1/2 top-full z-50 -translate-x-1/2 pt-3 ${open ? "block" : "hidden"}`}>
        <LinkList
          id="services-menu"
          links={services}
          className="w-72 rounded-xl border border-ink-100 bg-white p-2 shadow-xl"
          linkClassName="block rounded-lg px-4 py-2.5 font-semibold text-ink-800 hover:bg-brand-50 hover:text-brand-700"
        />
      </div>
    </div>
  );
}
