/**
 * The landing feature's face: its pages, each loaded when its route is visited (one chunk per
 * page, so the home page carries none of the others).
 */
export const landingPages = {
  home: () => import('./pages/HomePage'),
  neon: () => import('./pages/NeonLandingPage'),
  modern: () => import('./pages/ModernPage'),
  ai: () => import('./pages/AiPage'),
  neural: () => import('./pages/NeuralPage'),
  animatedText: () => import('./pages/AnimatedTextPage'),
  image: () => import('./pages/ImagePage'),
  test: () => import('./pages/TestPage'),
};
