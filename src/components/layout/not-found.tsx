import { Link } from "react-router";
import { MAIN_CONTENT_ID } from "~/components/layout/main-content";
import { paths } from "~/content/paths";
import { buttonClass } from "~/components/ui/button-styles";

export function NotFound() {
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      {/* The wording is English (SPEC §2); lang tells screen readers to read it as such (WCAG 3.1.2). */}
      <h1 lang="en" className="text-2xl font-bold">
        Oops! Page not found
      </h1>
      <p className="max-w-md text-slate-700">
        Die aufgerufene Seite gibt es nicht (mehr). Vielleicht finden Sie über die Startseite, was Sie suchen.
      </p>
      <Link to={paths.home} className={buttonClass("primary")}>
        Zurück zur Startseite
      </Link>
    </main>
  );
}
