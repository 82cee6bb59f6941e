/** The film's scenes, easter eggs beside the menu (docs/product.md §19 "Consoles at a booth"). */
export { crackScene } from './crack';
export { filmDialogueScene } from './dialogue';
export { helpGamesScene, listGamesScene } from './gameList';
export { learningScene } from './learning';
export { answerLogon, logonScene } from './logon';
export { answerWarSide, answerWarTargets, startWarScene } from './war';
