/**
 * The phrases the offline writer builds an ad from, in one language. Placeholders: {name}, {price},
 * {old}, {pct}, {on} ("on eBay", "no Mercado Livre"), {market}, {site}, {first_name}.
 */
export interface CopyBank {
  hook: {
    /** Spoken openings that introduce the product. */
    narration: readonly string[];
    /** Openings when the viewer's first name is known. */
    personalNarration: readonly string[];
    /** On-screen line above the headline when the viewer's first name is known. */
    personalSubtitle: string;
  };
  /** Put before the 2nd, 3rd… benefit so the narration flows. */
  connectors: readonly string[];
  /** Benefits to fall back on when the product text gives too few. */
  genericBenefits: readonly { title: string; narration: string }[];
  offer: {
    withOldPrice: readonly string[];
    withoutOldPrice: readonly string[];
    /** On-screen line with the old price. */
    was: string;
  };
  cta: {
    titleOnMarketplace: readonly string[];
    titleOnSite: readonly string[];
    titlePlain: readonly string[];
    narrationOnMarketplace: readonly string[];
    narrationOnSite: readonly string[];
    narrationPlain: readonly string[];
  };
}
