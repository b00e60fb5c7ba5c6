import { useEffect, useState } from "react";

// The server renders the year it was built with; the client corrects it if a cached page crosses New Year.
export default function CurrentYear({ year }: { year: number }) {
  const [current, setCurrent] = useState(year);
  useEffect(() => setCurrent(new Date().getFullYear()), []);
  return <span data-hydrated="">{current}</span>;
}
