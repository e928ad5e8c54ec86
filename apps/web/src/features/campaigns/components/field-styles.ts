import { INPUT_CLASSES } from '../../../components/ui/text-field/text-field';

/**
 * A select styled as the app's text inputs. Chromium counts a select as :read-only (it takes no
 * typing), so the inputs' read-only greying is left out.
 */
export const SELECT_CLASSES = `${INPUT_CLASSES.replace('read-only:bg-surface-strong read-only:text-muted', '')} pr-8`;

/** A multi-line input styled as the app's text inputs. */
export const TEXTAREA_CLASSES = INPUT_CLASSES.replace('h-11', 'min-h-24 py-2.5 leading-relaxed');

/** A small button beside a field (copy, insert, remove). */
export const SMALL_BUTTON = 'h-9 px-4';
