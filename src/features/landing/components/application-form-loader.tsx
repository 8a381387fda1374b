import { useEffect, useRef, useState, type ComponentType } from "react";
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
 * or is touched, carrying over whatever was typed and the focus.
 */
export function ApplicationFormLoader() {
  const formRef = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let started = false;
    let cancelled = false;
    const upgrade = () => {
      if (started) return;
      started = true;
      void import("./application-form").then(({ ApplicationForm }) => {
        if (cancelled) return;
        const values = Object.fromEntries(new FormData(form)) as Partial<ApplicationInput>;
        const active = document.activeElement;
        const focusField =
          active instanceof HTMLElement && form.contains(active)
            ? (active.getAttribute("name") as ApplicationFieldName)
            : undefined;
        setLoaded({ Form: ApplicationForm, initialValues: values, focusField: focusField ?? undefined });
      });
    };
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && upgrade(), {
            rootMargin: "600px 0px",
          });
    observer?.observe(form);
    form.addEventListener("focusin", upgrade);
    form.addEventListener("pointerdown", upgrade);
    return () => {
      cancelled = true;
      observer?.disconnect();
      form.removeEventListener("focusin", upgrade);
      form.removeEventListener("pointerdown", upgrade);
    };
  }, []);

  if (loaded) {
    const { Form, initialValues, focusField } = loaded;
    return <Form initialValues={initialValues} focusField={focusField} />;
  }
  return (
    <ApplicationFormView bind={staticBind} formRef={formRef} submitDisabled onSubmit={(e) => e.preventDefault()} />
  );
}
