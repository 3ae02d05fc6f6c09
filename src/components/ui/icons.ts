// The site's icons (DESIGN.md §5, §6 R2/R3): strokes on a 24 px grid, drawn once here so the
// server components (Icon.astro) and the islands draw the same shapes. `flip` names the
// directional ones that mirror in right-to-left pages (`.i-flip`, DESIGN.md §6 R2); the others
// never mirror (R3). `fill` parts are filled for an active state (the tab bar, DESIGN.md §5).
export interface IconShape {
  /** Stroked paths. */
  d: string[];
  /** Paths filled in the active (filled) state. */
  fill?: string[];
  /** Mirrors under [dir=rtl] (DESIGN.md §6 R2). */
  flip?: boolean;
  /** Solid by default (play). */
  solid?: boolean;
}

export const ICONS = {
  home: {
    d: ['M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1h-5v-6h-5v6h-5a1 1 0 0 1-1-1z'],
    fill: ['M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1h-5v-6h-5v6h-5a1 1 0 0 1-1-1z'],
  },
  grid: {
    d: ['M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z'],
    fill: ['M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z'],
  },
  search: {
    d: ['M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.2 15.2 20 20'],
    fill: ['M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z'],
  },
  live: {
    d: ['M4 7h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM8 3l4 4 4-4'],
    fill: ['M4 7h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z'],
  },
  person: {
    d: ['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6z'],
    fill: ['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6z'],
  },
  play: { d: ['M7 4.5v15a.8.8 0 0 0 1.2.7l12-7.5a.8.8 0 0 0 0-1.4l-12-7.5A.8.8 0 0 0 7 4.5z'], solid: true },
  plus: { d: ['M12 5v14M5 12h14'] },
  check: { d: ['M5 12.5l4.5 4.5L19 7.5'] },
  info: { d: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5'] },
  chevron: { d: ['M9 5l7 7-7 7'], flip: true },
  back: { d: ['M19 12H5M11 5l-7 7 7 7'], flip: true },
  bell: { d: ['M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0'] },
  download: { d: ['M12 4v11M7 10.5l5 5 5-5M5 20h14'] },
  share: {
    d: [
      'M18 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM18 15a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM8.6 10.7l6.8-3.9M8.6 13.3l6.8 3.9',
    ],
  },
  lock: {
    d: ['M6 10.5h12a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8.5a1 1 0 0 1 1-1zM8 10.5V7.5a4 4 0 0 1 8 0v3'],
  },
  star: { d: ['M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.9l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z'], solid: true },
  close: { d: ['M6 6l12 12M18 6 6 18'] },
  settings: {
    d: [
      'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
      'M10.3 3h3.4l.5 2.5 1.9 1.1 2.4-.8 1.7 2.9-1.9 1.7v2.2l1.9 1.7-1.7 2.9-2.4-.8-1.9 1.1-.5 2.5h-3.4l-.5-2.5-1.9-1.1-2.4.8-1.7-2.9 1.9-1.7v-2.2L3.8 8.7l1.7-2.9 2.4.8 1.9-1.1z',
    ],
  },
  moon: { d: ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z'] },
  globe: {
    d: [
      'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
    ],
  },
  receipt: { d: ['M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6'] },
  wallet: { d: ['M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3M16 13.5h.5'] },
  card: { d: ['M3.5 6h17a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM2.5 10h19M6 14.5h4'] },
  logout: { d: ['M14 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 8l-4 4 4 4M6 12h9'], flip: true },
  kids: {
    d: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8.5 14.5c.9 1.2 2.1 1.8 3.5 1.8s2.6-.6 3.5-1.8M9 9.5v.5M15 9.5v.5'],
  },
  volume: { d: ['M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11'] },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;
/** `tv` is the live icon's other name (the brief's "live/tv"). */
export function iconShape(name: IconName | 'tv'): IconShape {
  return ICONS[name === 'tv' ? 'live' : name];
}
