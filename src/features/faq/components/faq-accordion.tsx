import { useState } from "react";
import { Accordion, AccordionItem } from "~/components/ui/accordion";
import { allFaqItems, faqGroups } from "~/content/faq";
import { useLocationHash } from "../hooks/use-location-hash";
import { HydrateWhenNeeded } from "~/components/ui/deferred-hydration";

const itemIds = new Set(allFaqItems.map((item) => item.id));

/**
 * SPEC §2 /weiterfuehrende-fragen: one item open at a time, a second click
 * closes it, and /weiterfuehrende-fragen#<id> opens that question once the
 * page has hydrated (the prerendered HTML is the same for every address).
 */
export function FaqAccordion() {
  const hash = useLocationHash();
  // The open question: the visitor's last choice, until the address's fragment changes to name
  // another question. A fragment that names none (a topic link, the skip link) changes nothing.
  const [open, setOpen] = useState({ hash, value: itemIds.has(hash) ? hash : "" });
  if (open.hash !== hash) setOpen({ hash, value: itemIds.has(hash) ? hash : open.value });
  const value = open.hash === hash ? open.value : itemIds.has(hash) ? hash : open.value;

  return (
    <Accordion type="single" collapsible value={value} onValueChange={(next) => setOpen({ hash, value: next })}>
      {faqGroups.map((group) => (
        <section key={group.id} aria-labelledby={`gruppe-${group.id}`} className="mt-12 first:mt-0">
          <h2 id={`gruppe-${group.id}`} className="scroll-mt-24 text-2xl font-bold text-slate-950">
            {group.title}
          </h2>
          <HydrateWhenNeeded
            force={group.items.some((item) => item.id === value)}
            className="mt-4 rounded-2xl border border-slate-200 bg-white px-6"
          >
            {group.items.map((item) => (
              <AccordionItem
                key={item.id}
                id={item.id}
                value={item.id}
                title={item.question}
                className="last:border-b-0"
              >
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </AccordionItem>
            ))}
          </HydrateWhenNeeded>
        </section>
      ))}
    </Accordion>
  );
}
