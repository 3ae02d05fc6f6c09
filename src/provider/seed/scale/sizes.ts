/** How much the scale seed adds (docs/catalog.md "Scale seed"). Episodes follow from the series. */
export interface ScaleSizes {
  films: number;
  series: number;
  people: number;
  users: number;
}

/** The spec's size and beyond (spec §2 "over 30000 episodes"): about 40,000 episodes. */
export const SPEC_SIZES: ScaleSizes = { films: 5_000, series: 1_500, people: 20_000, users: 100_000 };

// Id ranges above the demo catalog's (films 1-64, series 201-212, episodes 1001-1175, people
// 1-80), so demo links keep working beside the scale rows.
export const FIRST_ID = {
  film: 100_001,
  series: 200_001,
  episode: 300_001,
  person: 10_001,
  /** Users and their money and watching rows. */
  account: 1_000_001,
} as const;
