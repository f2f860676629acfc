import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * A trimmed Chakra system: the full token set but only the recipes the app renders. The default system ships every
 * recipe (~100 kB of styles) into the first bundle; add a recipe here when a new Chakra component is used.
 */
/**
 * WCAG AA (4.5:1) for text on solid fills: Chakra's green and orange solids (green.600, orange.600) give white text
 * only 3.3:1 and 3.6:1 ('Pre-Approved', 'Under Review' and 'Popular' badges). One shade darker passes, in both themes.
 */
const accessibleSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...withoutUnusedPalettes(semanticTokens.colors),
    green: { ...semanticTokens.colors?.green, solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
    orange: { ...semanticTokens.colors?.orange, solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
  },
};

/**
 * Palettes no screen uses. Every palette adds ~40 CSS variables to the styles each server-rendered page carries and
 * to the token work the browser does when the app starts; add one back here when a screen needs it.
 */
function withoutUnusedPalettes<T extends object | undefined>(colors: T): T {
  if (!colors) return colors;
  const { cyan: _cyan, pink: _pink, ...used } = colors as Record<string, unknown>;
  return used as T;
}

const config = defineConfig({
  // What Chakra's default theme config sets besides the theme: CSS reset and variable names.
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // The layout's HydrationGate: a fieldset that takes no box and leaves its controls looking as they will once
    // enabled (a control dims only for its own `disabled`). `!important`: recipes sit in a later cascade layer.
    '.hydration-gate': { display: 'contents' },
    '.hydration-gate[data-awaiting-hydration] :disabled:not([disabled])': {
      opacity: '1 !important',
      cursor: 'progress !important',
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: accessibleSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);

/**
 * The system for hydrating a server-rendered page, whose head already holds the global CSS (reset, global styles,
 * every token's variables: emotion leaves that tag in place): ChakraProvider then renders no global styles of its
 * own, so the browser never computes them (web/scripts/lazy-chakra-global.mjs makes `_global` lazy).
 */
export const systemWithServerGlobalCss: typeof system = Object.create(system, { _global: { value: [] } });
