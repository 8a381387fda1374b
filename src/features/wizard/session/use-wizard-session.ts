import { useEffect, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import type { WizardStore } from "../state/wizard-store";
import { browserEnvironment } from "./browser-environment";
import { browserStorage } from "./local-copy";
import { sessionLog, sessionMessages } from "./messages";
import { sessionFolder } from "../uploads/ids";
import { BUCKETS } from "../uploads/storage";
import { adoptUploadLists } from "../uploads/upload-tracker";
import { watchPendingUploads } from "./pending-uploads";
import { createRemoteSessionStore } from "./remote-session";
import { WizardSessionController, type SessionControllerOptions, type SessionView } from "./session-controller";
import { claimTabWriter, renewTabWriter, tabStorage } from "./tab-writer";

/**
 * React glue of the session layer: one controller per mounted wizard, its
 * view (phase, dialogs) as state. `overrides` are for tests.
 */
export function useWizardSession(
  store: WizardStore,
  overrides: Partial<SessionControllerOptions> = {},
): { view: SessionView; controller: WizardSessionController } {
  // Stable in a data router (framework mode), so capturing it once is fine.
  const navigate = useNavigate();

  const [controller] = useState(
    () =>
      new WizardSessionController({
        store,
        remote: createRemoteSessionStore(),
        storage: browserStorage(),
        environment: browserEnvironment((url) => void navigate(url, { replace: true, preventScrollReset: true })),
        notify: {
          restored: () => toast.success(sessionMessages.restored),
          startedOver: (undo) =>
            toast.success(sessionMessages.startedOver, {
              action: { label: sessionMessages.undoStartOver, onClick: undo },
              duration: 10_000,
            }),
          merged: () => toast.success(sessionMessages.merged),
          // The notice that stays (EndedElsewhereNotice) is read out; the toast is for the eyes.
          sentElsewhere: () =>
            toast.seenOnly(sessionMessages.goneElsewhere.title, {
              description: sessionMessages.goneElsewhere.description,
              duration: 15_000,
            }),
          linkNotFound: () =>
            toast.info(sessionMessages.linkNotFound.title, {
              description: sessionMessages.linkNotFound.description,
              duration: 15_000,
            }),
          linkLoadFailed: () =>
            toast.error(sessionMessages.linkLoadFailed.title, {
              description: sessionMessages.linkLoadFailed.description,
              duration: 15_000,
            }),
        },
        pendingUploads: watchPendingUploads,
        // Its own chunk, loaded with the first reset (draft-deletion.ts).
        deleteDraft: (sessionId) =>
          void import("./draft-deletion").then(
            (deletion) => deletion.deleteDraft(sessionId, { buckets: BUCKETS, folderOf: sessionFolder }),
            (error: unknown) => console.warn(sessionLog.discardFailed, error),
          ),
        onStateReplaced: (state) => adoptUploadLists(state.sessionId, state.data),
        writer: claimTabWriter(tabStorage(), window),
        renewWriter: () => renewTabWriter(tabStorage()),
        ...overrides,
      }),
  );
  useEffect(() => controller.attach(), [controller]);
  const view = useSyncExternalStore(controller.subscribe, controller.getView, controller.getView);
  return { view, controller };
}
