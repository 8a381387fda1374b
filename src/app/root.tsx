import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { AppToaster } from "~/components/ui/toaster";
import { NotFound } from "~/components/layout/not-found";
import { buttonClass } from "~/components/ui/button-styles";
import { errorPage } from "~/content/error-page";
// As a React stylesheet resource (precedence), React writes it at the top of
// <head>, ahead of the many modulepreload links: first paint waits for this
// file only, not for a free connection behind the JavaScript.
import appCss from "./app.css?url";

// The logo's mark (site-logo.tsx); the PNG for phones' home screens (scripts/social-preview.ts).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A session link (?session=…) is a key to a draft: no request may carry it as its referrer
            into a server's or Supabase's logs. Also sent as a header (_headers), for the document. */}
        <meta name="referrer" content="no-referrer" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">{errorPage.title}</h1>
      <p className="mt-4">{errorPage.text}</p>
      <button type="button" className={buttonClass("primary", "md", "mt-6")} onClick={() => window.location.reload()}>
        {errorPage.reload}
      </button>
    </main>
  );
}
