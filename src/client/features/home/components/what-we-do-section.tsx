// What We Do: an accordion of three panels. One is open at a time, the incubation centre first;
// pressing the open one closes it.
import { useState } from "react";
import { cx } from "../../../lib/cx";
import { DisclosureButton } from "../../../components/disclosure-button";
import { Icon } from "../../../components/icon";
import { PictureImg } from "../../../components/picture-img";
import { SectionHeading } from "../../../components/section-heading";
import { WHAT_WE_DO, type WhatWeDoPanel } from "../../../content/home";

export function WhatWeDoSection() {
  const [openId, setOpenId] = useState<WhatWeDoPanel["id"] | null>("incubation");

  return (
    <section id="what-we-do" aria-labelledby="what-we-do-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          id="what-we-do-title"
          eyebrow="What We Do"
          title="Where ideas become products"
          lead="Our incubation centre, AI labs and trainings work together, so a student can go from a first course to a funded startup."
        />
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {WHAT_WE_DO.map((panel) => (
            <AccordionPanel
              key={panel.id}
              panel={panel}
              open={openId === panel.id}
              onToggle={() => setOpenId((current) => (current === panel.id ? null : panel.id))}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function AccordionPanel({ panel, open, onToggle }: { panel: WhatWeDoPanel; open: boolean; onToggle: () => void }) {
  const buttonId = `what-we-do-${panel.id}-button`;
  const regionId = `what-we-do-${panel.id}-panel`;
  return (
    <div>
      <h3>
        <DisclosureButton
          id={buttonId}
          expanded={open}
          controls={regionId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:text-white dark:hover:bg-slate-800/60"
        >
          {panel.title}
          <Icon name={open ? "minus" : "plus"} className="size-5 text-brand-600 dark:text-indigo-300" />
        </DisclosureButton>
      </h3>
      <div
        id={regionId}
        role="region"
        aria-labelledby={buttonId}
        inert={!open}
        className={cx(
          "grid transition-[grid-template-rows,visibility] duration-300 ease-out motion-reduce:transition-none",
          open ? "visible grid-rows-[1fr]" : "invisible grid-rows-[0fr]",
        )}
      >
        <div className="overflow-hidden">
          <div className="grid gap-6 px-6 pb-6 sm:grid-cols-[1fr_14rem]">
            <div>
              <p className="text-slate-600 dark:text-slate-300">{panel.text}</p>
              <ul className="mt-4 space-y-2">
                {panel.points.map((point) => (
                  <li key={point} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                    <Icon name="check" className="size-4 text-teal-600 dark:text-teal-400" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <PictureImg picture={panel.picture} className="h-auto w-full rounded-xl" />
          </div>
        </div>
      </div>
    </div>
  );
}
