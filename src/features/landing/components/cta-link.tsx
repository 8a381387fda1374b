import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { ctaLabel } from "~/content/landing";
import { APPLICATION_ID, scrollToApplication } from "../utils/scroll-to-application";

type CtaLinkProps = { children?: ReactNode; variant?: "gold" | "primary" | "light"; className?: string };

/** Every call-to-action of the landing page leads to the application form. */
export function CtaLink({ children = ctaLabel, variant = "gold", className }: CtaLinkProps) {
  return (
    <a href={`#${APPLICATION_ID}`} onClick={scrollToApplication} className={buttonClass(variant, "lg", className)}>
      {children}
    </a>
  );
}
