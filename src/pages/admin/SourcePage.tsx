import { pagePaths } from "../../content/site-map";
import { sourcePageName } from "../../attribution/source-page";

/**
 * A page of the site by its name, as a link to it, with its path under it: exactly which page the
 * visitor was reading. A path the site does not have is shown as text, never as a link.
 */
export function SourcePage({ path }: { path: string }) {
  const name = sourcePageName(path);
  if (!pagePaths.includes(path)) return <span className="break-all">{path}</span>;
  return (
    <>
      <a href={path} className="text-brand-700 underline underline-offset-2">
        {name}
      </a>
      {name !== path && (
        <>
          {" "}
          <span className="block break-all text-ink-700">{path}</span>
        </>
      )}
    </>
  );
}
