// Where a page's total blocking time comes from: Lighthouse's own attribution of the simulated TBT
// to each main-thread task (TBTImpactTasks: the lantern simulation's timing of each top-level task,
// its 4x CPU slowdown included, shared out over the task's children by their observed share), summed
// by cause. A cause is what the browser was doing: parsing the HTML, recalculating styles, layout,
// paint, parsing a stylesheet, or running a script, named by its file (the inline early script is
// the page's own address). Used by npm run audit -- --tasks.
import { Audit } from "lighthouse/core/audits/audit.js";
import { TBTImpactTasks } from "lighthouse/core/computed/tbt-impact-tasks.js";

const byName = {
  ParseHTML: "HTML parse",
  UpdateLayoutTree: "style recalculation",
  RecalculateStyles: "style recalculation",
  ParseAuthorStyleSheet: "stylesheet parse",
  Layout: "layout",
  "Document::updateStyleAndLayout": "layout",
};
const byGroup = {
  parseHTML: "HTML parse",
  styleLayout: "style and layout",
  paintCompositeRender: "paint and composite",
  garbageCollection: "garbage collection",
};

/** A script's short name: its file without the content hash ("chunks/react-islands"), or "early inline script". */
function scriptName(url, pageUrl) {
  if (!url) return "unattributed";
  if (url === pageUrl) return "early inline script";
  const { pathname } = new URL(url);
  return pathname.replace(/^\/build\//, "").replace(/-[A-Z0-9]{8}\.js$/, "");
}

function causeOf(task, pageUrl) {
  const named = byName[task.event.name];
  if (named) return named;
  const group = task.group.id;
  if (group === "scriptEvaluation" || group === "scriptParseCompile") return `script: ${scriptName(task.attributableURLs.at(-1), pageUrl)}`;
  // The task's own time outside any traced event (its top-level RunTask), else an event no group names.
  return byGroup[group] ?? (task.parent ? `other: ${task.event.name}` : "task overhead");
}

/**
 * The TBT of one Lighthouse run by cause, and its long tasks (those with a share in it), each with
 * its observed start and duration, its simulated blocking time and its causes.
 * @param {object} artifacts a Lighthouse runner's artifacts (its trace and network log)
 * @param {object} settings the run's settings (lhr.configSettings)
 */
export async function blockingByCause(artifacts, settings) {
  const context = { settings, computedCache: new Map(), options: {} };
  const tasks = await TBTImpactTasks.request(Audit.makeMetricComputationDataInput(artifacts, context), context);
  const pageUrl = artifacts.URL.mainDocumentUrl;
  // The impacts are on copies of the task tree's nodes: its children are the plain nodes.
  const impactOf = new Map(tasks.map((t) => [t.event, t]));
  const total = new Map();
  const longTasks = [];
  for (const task of tasks) {
    if (task.parent || task.tbtImpact <= 0) continue;
    const causes = new Map();
    const walk = (node) => {
      const cause = causeOf(node, pageUrl);
      causes.set(cause, (causes.get(cause) ?? 0) + (impactOf.get(node.event)?.selfTbtImpact ?? 0));
      node.children.forEach(walk);
    };
    walk(task);
    for (const [cause, ms] of causes) total.set(cause, (total.get(cause) ?? 0) + ms);
    longTasks.push({
      startMs: Math.round(task.startTime),
      observedMs: Math.round(task.duration),
      blockingMs: Math.round(task.tbtImpact),
      causes: Object.fromEntries([...causes].filter(([, ms]) => ms >= 0.5).map(([c, ms]) => [c, Math.round(ms)])),
    });
  }
  return {
    tbtMs: Math.round([...total.values()].reduce((a, b) => a + b, 0)),
    byCause: Object.fromEntries(
      [...total]
        .filter(([, ms]) => ms >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .map(([c, ms]) => [c, Math.round(ms)]),
    ),
    longTasks,
  };
}
