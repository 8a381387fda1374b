import * as RadixAccordion from "@radix-ui/react-accordion";
import type { ComponentProps, ReactNode } from "react";
import { cx } from "~/lib/cx";
import { ChevronDownIcon } from "./icons";

/** Radix Accordion, styled once: a list of question/answer items. */
export const Accordion = RadixAccordion.Root;

type AccordionItemProps = Omit<ComponentProps<typeof RadixAccordion.Item>, "title"> & {
  title: ReactNode;
  /** Heading level of the trigger inside the page outline. */
  headingLevel?: "h2" | "h3" | "h4";
};

export function AccordionItem({ title, headingLevel = "h3", children, className, ...props }: AccordionItemProps) {
  const Heading = headingLevel;
  return (
    <RadixAccordion.Item className={cx("scroll-mt-24 border-b border-slate-200", className)} {...props}>
      <RadixAccordion.Header asChild>
        <Heading>
          <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left font-semibold text-slate-900 hover:text-brand-700">
            <span className="min-w-0 hyphens-auto wrap-anywhere">{title}</span>
            <ChevronDownIcon className="shrink-0 transition-transform group-data-[state=open]:rotate-180" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      {/* Always rendered (hidden while closed), so answers are in the prerendered HTML. */}
      <RadixAccordion.Content forceMount className="pb-5 text-slate-700 data-[state=closed]:hidden">
        {children}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
