/** The landing feature's constants, each with its docs/product.md section. */

// docs/product.md §2.3 "Intro and boot screens", section 9 "Intro and boot screens".
export const INTRO_CURSOR_BLINK_MS = 500;
export const INTRO_TYPING_START_MS = 3000;
export const INTRO_CHAR_MS = 150;
export const INTRO_TEXT = 'hello';

export const BOOT_SPEED_FACTOR = 2;
export const BOOT_LINES_PER_THEME = 15;
export const BOOT_START_DELAY_MS = 200;
export const BOOT_COMPLETE_DELAY_MS = 800;
/** The chance of the green W.O.P.R. theme; the cyan neural theme takes the rest. */
export const BOOT_WOPR_CHANCE = 0.5;

// docs/product.md §9.11: the particle-network background, calmed by issue 17: one particle
// per 30,000 px² (first 10,000) and never more than 60, so that it stays behind the words.
export const PARTICLE_AREA_PX2 = 30_000;
export const PARTICLE_MAX_COUNT = 60;
export const PARTICLE_LINK_RATIO = 0.2;
export const PARTICLE_MOUSE_RADIUS_PX = 100;
/** Particles are brightest at the pointer and fade to PARTICLE_RESTING_ALPHA this far from it. */
export const PARTICLE_FADE_RADIUS_PX = 280;
export const PARTICLE_RESTING_ALPHA = 0.35;
/** The field redraws at most this often (a calm drift needs no more). */
export const PARTICLE_FRAME_MS = 1000 / 30;

// docs/product.md §2.2 "Main landing page": the anchors and the navigation's links.
export const SECTION_IDS = {
  hero: 'hero',
  about: 'about',
  features: 'features',
  waitlist: 'waitlist',
} as const;

export const LANDING_NAV_LINKS = [
  { href: `#${SECTION_IDS.about}`, label: 'About' },
  { href: `#${SECTION_IDS.features}`, label: 'Features' },
  { href: `#${SECTION_IDS.waitlist}`, label: 'Join Waitlist' },
] as const;

// docs/product.md §2.2 "Main landing page": the "Why Choose Us" bullets.
export const WHY_CHOOSE_US = [
  'Cutting-edge neural architecture with 97% accuracy',
  'Enterprise-grade security and compliance',
  'Seamless integration with existing infrastructure',
  'Customizable AI workflows for your industry',
] as const;
