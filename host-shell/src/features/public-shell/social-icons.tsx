import type { ReactNode } from 'react';

// Our own simple drawings (docs/product.md section 1: our own images and logos). Decorative: the
// link around each icon carries the accessible name. Inner marks are cut out of their shape
// (fill-rule evenodd) rather than painted white, so they show on any background colour.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Video: a rounded screen with a play triangle. */
export function VideoIcon() {
  return (
    <Icon>
      <path
        fillRule="evenodd"
        fill="currentColor"
        d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 9v6l5-3z"
      />
    </Icon>
  );
}

/** Photo: a camera outline with a lens and a flash dot. */
export function PhotoIcon() {
  return (
    <Icon>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </Icon>
  );
}

/** Social network: a lower-case "f" in a rounded square. */
export function SocialNetworkIcon() {
  return (
    <Icon>
      {/* The "f" is cut out of the rounded square (evenodd), so it shows on any background. */}
      <path
        fillRule="evenodd"
        fill="currentColor"
        d="M6 2h12a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V6a4 4 0 0 1 4-4zM13.5 20v-6.5h2.2l.4-2.6h-2.6V9.3c0-.8.3-1.3 1.4-1.3h1.3V5.7a17 17 0 0 0-2-.1c-2 0-3.3 1.2-3.3 3.4v1.9H8.7v2.6h2.2V20z"
      />
    </Icon>
  );
}

/** Chat: a round speech bubble with a telephone handset. */
export function ChatIcon() {
  return (
    <Icon>
      <path
        fillRule="evenodd"
        fill="currentColor"
        d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zM9 7.5c.3 0 .6.1.7.4l.8 1.8c.1.3 0 .6-.2.8l-.6.7a6.7 6.7 0 0 0 3.1 3.1l.7-.6c.2-.2.5-.3.8-.2l1.8.8c.3.1.4.4.4.7v.8c0 .8-.7 1.4-1.5 1.3A8.4 8.4 0 0 1 7.3 9c-.1-.8.5-1.5 1.3-1.5z"
      />
    </Icon>
  );
}
