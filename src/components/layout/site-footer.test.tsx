import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("links every page, opens the price lists in a new tab and shows contact and campaign facts", () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const footer = screen.getByRole("contentinfo");
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/", "/konfigurator", "/weiterfuehrende-fragen", "/impressum", "/datenschutz", "/agb"]),
    );
    const external = within(footer)
      .getAllByRole("link")
      .filter((a) => a.getAttribute("target") === "_blank");
    expect(external).toHaveLength(2);
    for (const link of external) expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(footer).getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    expect(within(footer).getByRole("link", { name: site.contact.phone })).toHaveAttribute(
      "href",
      `tel:${site.contact.phoneHref}`,
    );
    expect(within(footer).getByText("94 %")).toBeInTheDocument();
    expect(within(footer).getByText("40")).toBeInTheDocument();
    expect(within(footer).getByText("4")).toBeInTheDocument();
    expect(within(footer).getByAltText(/Innovationspreis 2024/)).toBeInTheDocument();
  });
});
