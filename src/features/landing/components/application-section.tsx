import { StaticHtml } from "~/components/ui/deferred-hydration";
import { MailIcon, PhoneIcon } from "~/components/ui/icons";
import { consultationSubject, mailHref, telHref } from "~/content/campaign";
import { application } from "~/content/landing";
import { site } from "~/content/site";
import { APPLICATION_ID } from "../utils/scroll-to-application";
import { ApplicationFormLoader } from "./application-form-loader";
import { ApplicationFormView } from "./application-form-view";
import { narrowColumn, sectionContainer, sectionHeading, sectionLead } from "./section-styles";

const staticBind = (name: string) => ({ props: { name } });

/**
 * The anchor of every call-to-action. While the campaign is closed the form
 * is dimmed and `inert` (no focus, no input, hidden from assistive
 * technology), and the form's code is never loaded.
 */
export function ApplicationSection() {
  const open = site.campaign.open;
  return (
    <section
      id={APPLICATION_ID}
      tabIndex={-1}
      aria-labelledby="bewerbung-titel"
      className="scroll-mt-4 bg-white py-16 focus:outline-none md:py-24"
    >
      <div className={sectionContainer}>
        <div className={narrowColumn}>
          <h2 id="bewerbung-titel" className={sectionHeading}>
            {open ? application.title : application.closedTitle}
          </h2>
          {/* Booked out, the notice below says what there is instead of a place. */}
          {open && <p className={sectionLead}>{application.lead}</p>}
          {!open && (
            <div role="status" className="mt-8 rounded-2xl border-2 border-gold-500 bg-amber-50 p-5 text-slate-900">
              <p className="font-semibold">{application.closedNotice}</p>
              <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                <a
                  href={telHref}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4"
                >
                  <PhoneIcon width={18} height={18} />
                  {site.contact.phone}
                </a>
                <a
                  href={mailHref(consultationSubject)}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4"
                >
                  <MailIcon width={18} height={18} />
                  {site.contact.email}
                </a>
              </p>
            </div>
          )}
          <div className="mt-8 rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8">
            {open ? (
              <ApplicationFormLoader />
            ) : (
              <div
                inert
                data-testid="application-closed"
                className="pointer-events-none select-none opacity-50 grayscale"
              >
                <StaticHtml>
                  <ApplicationFormView bind={staticBind} submitDisabled />
                </StaticHtml>
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
