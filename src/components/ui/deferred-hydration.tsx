import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { whenIdle } from "~/lib/when-idle";

const subscribeNothing = () => () => {};

type HydrateWhenNeededProps = {
  /** Render with React now (e.g. the group holds the question the address points to). */
  force?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Keeps a prerendered part of the page as plain HTML while the page hydrates
 * and renders it with React a little later: in an idle period, or at once
 * when it comes near the viewport or is focused or clicked. Hydrating all ~45 Radix accordion items at once is one long task
 * that blocks the main thread; this spreads the work over the visitor's
 * scrolling. Until then the HTML is there (readable, searchable); a click or
 * focus on it renders it at once and is passed on to the live element with
 * the same id. After a client-side navigation there is no server HTML, so it
 * renders at once.
 */
export function HydrateWhenNeeded({ force = false, className, children }: HydrateWhenNeededProps) {
  // true only while hydrating (React then uses the server snapshot).
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [startedAsHtml] = useState(hydrating);
  const [needed, setNeeded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // What the visitor did to the static HTML, redone on its live twin.
  const pending = useRef<{ ids: string[]; action: "focus" | "click" } | null>(null);
  const live = !startedAsHtml || needed || force;

  useEffect(() => {
    const element = ref.current;
    if (live || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNeeded(true), {
      rootMargin: "300px 0px",
    });
    observer.observe(element);
    // Otherwise in the browser's idle time, one part per idle period, so that
    // everything is live before most visitors reach it.
    const cancelIdle = whenIdle(() => setNeeded(true), { timeout: 4000, fallbackDelay: 1500 });
    const remember = (action: "focus" | "click") => (event: Event) => {
      // Ids from the target outwards; generated ones (React's useId) will not match later.
      const ids: string[] = [];
      for (let node = event.target as HTMLElement | null; node && node !== element; node = node.parentElement) {
        if (node.id) ids.push(node.id);
      }
      if (action === "click" || !pending.current) pending.current = { ids, action };
      setNeeded(true);
    };
    const onFocus = remember("focus");
    const onClick = remember("click");
    element.addEventListener("focusin", onFocus);
    element.addEventListener("click", onClick);
    return () => {
      cancelIdle();
      observer.disconnect();
      element.removeEventListener("focusin", onFocus);
      element.removeEventListener("click", onClick);
    };
  }, [live]);

  useEffect(() => {
    const todo = pending.current;
    if (!live || !todo) return;
    pending.current = null;
    const twin = todo.ids.map((id) => document.getElementById(id)).find(Boolean);
    const button = twin?.matches("button") ? twin : twin?.querySelector<HTMLElement>("button");
    button?.focus();
    if (todo.action === "click") button?.click();
  }, [live]);

  if (typeof document === "undefined" || live) {
    return (
      <div ref={ref} className={className}>
        {children}
      </div>
    );
  }
  // The server's HTML stays as it is: React does not hydrate inner HTML.
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

/**
 * Prerendered content without behaviour (quotes, badges, native <details>)
 * that never needs React in the browser: its server HTML is kept as it is
 * and not hydrated at all, which saves the main thread the work. After a
 * client-side navigation it renders normally. Nothing inside may rely on
 * event handlers or effects.
 */
export function StaticHtml({
  as: Tag = "div",
  className,
  children,
}: {
  as?: "div" | "ul";
  className?: string;
  children: ReactNode;
}) {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [startedAsHtml] = useState(hydrating);
  if (typeof document === "undefined" || !startedAsHtml) return <Tag className={className}>{children}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
