import { useEffect, useState } from "react";

const EVERY_MS = 10_000;
const PLAYS_MS = 3_000;

type Props = { src: string; width: number; height: number; alt: string };

// The hero truck drives for 3 s every 10 s (the CSS animation runs while the class is set).
// The timing is exposed as data attributes so browser tests can check it without reading code.
export default function Truck({ src, width, height, alt }: Props) {
  const [driving, setDriving] = useState(false);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const play = () => {
      setDriving(true);
      stop = setTimeout(() => setDriving(false), PLAYS_MS);
    };
    play();
    const every = setInterval(play, EVERY_MS);
    return () => {
      clearInterval(every);
      clearTimeout(stop);
    };
  }, []);

  return (
    <div className={`truck ${driving ? "is-driving" : ""}`} data-truck="" data-every-ms={EVERY_MS} data-plays-ms={PLAYS_MS}>
      <img src={src} width={width} height={height} alt={alt} loading="lazy" decoding="async" className="h-auto w-full" />
    </div>
  );
}
