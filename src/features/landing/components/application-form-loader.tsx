import { useEffect, useRef, useState, type ComponentType } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { application } from "~/content/landing";
import type { ApplicationInput } from "~/schemas/application";
import type { ApplicationForm as ApplicationFormType } from "./application-form";
import { ApplicationFormView, type ApplicationFieldName } from "./application-form-view";

type Loaded = {
  Form: ComponentType<Parameters<typeof ApplicationFormType>[0]>;
  initialValues: Partial<ApplicationInput>;
  focusField?: ApplicationFieldName;
};

const staticBind = (name: string) => ({ props: { name } });

/**
 * The open campaign's form: prerendered as plain markup, then swapped for the
 * react-hook-form + zod version (a separate chunk) when it nears the viewport
 * or is touched, carrying over whatever was typed and the focus. If that chunk
 * fails to load (offline for a moment), the button could never send: the
 * visitor is told so and can try again, with what was typed kept.
 */
export function ApplicationFormLoader() {
  const formRef = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState(false);
  const retry = useRef(() => {});

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let started = false;
    let cancelled = false;
    // The field last typed in: the retry button takes the focus away from it.
    let lastField: ApplicationFieldName | undefined;
    const upgrade = () => {
      if (started) return;
      started = true;
      import("./application-form").then(
        ({ ApplicationForm }) => {
          if (cancelled) return;
          const values = Object.fromEntries(new FormData(form)) as Partial<ApplicationInput>;
          const active = document.activeElement;
          const focusField =
            active instanceof HTMLElement && form.contains(active)
              ? (active.getAttribute("name") as ApplicationFieldName)
              : lastField;
          setLoaded({ Form: ApplicationForm, initialValues: values, focusField: focusField ?? undefined });
        },
        (error: unknown) => {
          if (cancelled) return;
          console.warn("Bewerbungsformular konnte nicht geladen werden", error);
          // The next touch of the form or the retry button tries again.
          started = false;
          setFailed(true);
        },
      );
    };
    const onFocusIn = (event: FocusEvent) => {
      const name = event.target instanceof HTMLElement ? event.target.getAttribute("name") : null;
      if (name) lastField = name as ApplicationFieldName;
      upgrade();
    };
    // The button stays (and keeps the focus) until the code is in.
    retry.current = upgrade;
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && upgrade(), {
            rootMargin: "600px 0px",
          });
    observer?.observe(form);
    form.addEventListener("focusin", onFocusIn);
    form.addEventListener("pointerdown", upgrade);
    return () => {
      cancelled = true;
      observer?.disconnect();
      form.removeEventListener("focusin", onFocusIn);
      form.removeEventListener("pointerdown", upgrade);
    };
  }, []);

  if (loaded) {
    const { Form, initialValues, focusField } = loaded;
    return <Form initialValues={initialValues} focusField={focusField} />;
  }
  return (
    <>
      <ApplicationFormView bind={staticBind} formRef={formRef} submitDisabled onSubmit={(e) => e.preventDefault()} />
      {failed && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-red-700">
            {application.loadFailed}
          </p>
          <button type="button" onClick={() => retry.current()} className={buttonClass("outline")}>
            {application.retryLoad}
          </button>
        </div>
      )}
    </>
  );
}
