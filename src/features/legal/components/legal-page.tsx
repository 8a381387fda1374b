import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "~/components/layout/main-content";

/** The frame of the legal pages: one readable column with consistent type. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className="bg-white">
      <article className="mx-auto max-w-3xl px-6 py-12 text-slate-800 md:py-16 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-950 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-950 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 md:text-4xl">{title}</h1>
        {children}
      </article>
    </main>
  );
}
