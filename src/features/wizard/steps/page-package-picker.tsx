import { useController, useFormContext } from "react-hook-form";
import { FieldsetFrame } from "../components/form/fieldset-frame";
import { fieldId } from "../components/form/field-state";
import { computeSeiten, offeredPackages } from "../model/page-packages";

/** The packages for the visitor's branch; picking one recomputes `seiten` (SPEC §4). */
export function PagePackagePicker({ branche }: { branche: string }) {
  const { field } = useController({ name: "seitenpaket" });
  const { getValues, setValue } = useFormContext();

  function choose(packageId: string) {
    field.onChange(packageId);
    setValue("seiten", computeSeiten(packageId, getValues("custom_seiten") as string[], branche));
  }

  return (
    <FieldsetFrame
      controlId={fieldId("seitenpaket")}
      legend="Seitenpaket"
      hint="Welcher Umfang passt zu Ihnen? Die Seitenaufteilung stimmen wir gemeinsam ab."
    >
      {/* grid-cols-1: a column of its own width, not of its longest word (200 % text on a phone). */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {offeredPackages(branche).map((pkg) => (
          <label
            key={pkg.id}
            className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] content-start items-start gap-x-3 gap-y-0.5 rounded-xl border border-slate-300 bg-white p-4 shadow-sm hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={field.name}
              value={pkg.id}
              checked={field.value === pkg.id}
              onChange={() => choose(pkg.id)}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span className="font-semibold hyphens-auto wrap-anywhere text-slate-900">Paket {pkg.name}</span>
            <span className="col-start-2 text-sm hyphens-auto wrap-anywhere text-slate-600">{pkg.description}</span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
