import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { buttonClass } from "~/components/ui/button-styles";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { CheckIcon } from "~/components/ui/icons";
import { application } from "~/content/landing";
import { applicationSchema, emptyApplication, type Application, type ApplicationInput } from "~/schemas/application";
import { submitApplication } from "../api/submit-application";
import { looksLikeBot } from "../utils/bot-check";
import { ApplicationFormView, type ApplicationFieldName } from "./application-form-view";

type ApplicationFormProps = {
  /** What was typed before this code loaded. */
  initialValues?: Partial<ApplicationInput>;
  /** The field that had focus before this code loaded. */
  focusField?: ApplicationFieldName;
};

/**
 * SPEC §4 "Application form": editing → submitting → success dialog + toast,
 * or an error toast with everything typed kept.
 */
export function ApplicationForm({ initialValues, focusField }: ApplicationFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput, unknown, Application>({
    resolver: zodResolver(applicationSchema),
    defaultValues: { ...emptyApplication, ...initialValues },
    mode: "onTouched",
  });
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [succeeded, setSucceeded] = useState(false);
  // The key of the application last sent and the answers it carried: a retry of the same answers
  // (its answer got lost) keeps the key, so the server stores it once; changed answers are a new
  // application (submit-application.ts).
  const lastSent = useRef<{ answers: string; requestId: string } | null>(null);

  useEffect(() => {
    if (focusField) setFocus(focusField);
  }, [focusField, setFocus]);

  const succeed = () => {
    lastSent.current = null;
    toast.success(application.toastSuccess);
    setSucceeded(true);
    // The same person may apply for another company: keep who they are.
    const { vorname, nachname, email, telefon } = getValues();
    reset({ ...emptyApplication, vorname, nachname, email, telefon });
  };

  const onValid = async (values: Application) => {
    if (looksLikeBot(honeypotRef.current?.value ?? "")) {
      succeed();
      return;
    }
    const answers = JSON.stringify(values);
    if (lastSent.current?.answers !== answers) lastSent.current = { answers, requestId: crypto.randomUUID() };
    try {
      const { error } = await submitApplication(values, lastSent.current.requestId);
      // 42501: the insert policy refused, which it does only outside the application period
      // (supabase/migrations/*_applications_only_in_period.sql).
      if (error?.code === "42501") {
        toast.error(application.toastClosed.title, { description: application.toastClosed.description });
      } else if (error) toast.error(application.toastInsertError);
      else succeed();
    } catch {
      toast.error(application.toastUnexpected);
    }
  };

  const bind = (name: ApplicationFieldName) => ({ props: register(name), error: errors[name]?.message });

  return (
    <>
      <ApplicationFormView
        bind={bind}
        onSubmit={(event) => {
          // The button stays focusable while sending (aria-disabled); a second press sends nothing.
          if (isSubmitting) return void event.preventDefault();
          void handleSubmit(onValid)(event);
        }}
        honeypotRef={honeypotRef}
        submitting={isSubmitting}
      />
      <Dialog open={succeeded} onOpenChange={setSucceeded}>
        <DialogContent className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-800">
            <CheckIcon width={30} height={30} />
          </span>
          <DialogTitle className="mt-4 text-2xl font-bold text-slate-950">{application.successTitle}</DialogTitle>
          <DialogDescription className="mt-3 text-slate-700">{application.successText}</DialogDescription>
          <button
            type="button"
            className={buttonClass("primary", "md", "mt-6 w-full")}
            onClick={() => {
              setSucceeded(false);
              // After Radix has returned focus, continue where the next company goes.
              window.setTimeout(() => setFocus("firma"), 0);
            }}
          >
            {application.anotherApplication}
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}
