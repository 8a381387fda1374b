import type { SVGProps } from "react";

/** Decorative inline icons (no icon font, no extra request). */
type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
  ...props,
  // Icons sit in flex rows beside a label; as flex items they shrank to 8 px at 320 px wide.
  className: props.className ? `shrink-0 ${props.className}` : "shrink-0",
});

export const CloseIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const ChevronLeftIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRightIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
export const ChevronDownIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);
export const PhoneIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </svg>
);
export const MailIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </svg>
);
export const CheckIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
export const ExternalIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </svg>
);
export const StarIcon = (props: IconProps) => (
  <svg {...base({ fill: "currentColor", stroke: "none", ...props })}>
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);

// The star of StarIcon in relative commands only, so it can be repeated by moving its start.
const STAR = "m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2 1.2-6.8-5-4.9 6.9-1z";

/** Five filled stars as one element (the reviews repeat them 30 times). */
export const FiveStarsIcon = ({ size = 20, ...props }: IconProps & { size?: number }) => (
  <svg
    width={size * 5}
    height={size}
    viewBox="0 0 120 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {/* The gold fill alone is 2:1 on white; the darker edge gives each star's shape the
        3:1 that WCAG 1.4.11 asks of a graphic that carries meaning. */}
    <path
      d={[0, 24, 48, 72, 96].map((x) => `M${x} 0${STAR}`).join("")}
      className="stroke-gold-600"
      strokeWidth={1.25}
      strokeLinejoin="round"
    />
  </svg>
);
