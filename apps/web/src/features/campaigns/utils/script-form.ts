import type { SceneForm, ScriptForm } from './section-values';

/** Most scenes a script may have (the contracts' limit). */
export const MAX_SCENES = 8;

/** The texts of a script form, by path: 'scenes.0.title', 'headline', 'link' (the paths field errors use). */
export type ScriptTextPath = `scenes.${number}.${'title' | 'subtitle' | 'narration'}` | 'headline' | 'link';

/** The text at a path ('' when the scene is not there). */
export function scriptText(form: ScriptForm, path: ScriptTextPath): string {
  if (path === 'headline' || path === 'link') return form[path];
  const [, index, field] = path.split('.') as [string, string, 'title' | 'subtitle' | 'narration'];
  return form.scenes[Number(index)]?.[field] ?? '';
}

/** The form with the text at a path changed. */
export function withScriptText(form: ScriptForm, path: ScriptTextPath, text: string): ScriptForm {
  if (path === 'headline' || path === 'link') return { ...form, [path]: text };
  const [, index, field] = path.split('.') as [string, string, 'title' | 'subtitle' | 'narration'];
  return { ...form, scenes: form.scenes.map((scene, i) => (i === Number(index) ? { ...scene, [field]: text } : scene)) };
}

/** The form with one scene changed. */
export function withScene(form: ScriptForm, index: number, change: Partial<SceneForm>): ScriptForm {
  return { ...form, scenes: form.scenes.map((scene, i) => (i === index ? { ...scene, ...change } : scene)) };
}

/** A new, empty scene added at the end (none past the limit): a benefit, the most common middle scene. */
export function addScene(form: ScriptForm): ScriptForm {
  if (form.scenes.length >= MAX_SCENES) return form;
  return { ...form, scenes: [...form.scenes, { kind: 'benefit', title: '', subtitle: '', narration: '' }] };
}

/** The scene removed (the last one stays: a script has at least one). */
export function removeScene(form: ScriptForm, index: number): ScriptForm {
  if (form.scenes.length <= 1) return form;
  return { ...form, scenes: form.scenes.filter((_, i) => i !== index) };
}

/** The scene moved one place up (-1) or down (+1); nothing happens at either end. */
export function moveScene(form: ScriptForm, index: number, by: -1 | 1): ScriptForm {
  const target = index + by;
  if (target < 0 || target >= form.scenes.length || index < 0 || index >= form.scenes.length) return form;
  const scenes = [...form.scenes];
  [scenes[index], scenes[target]] = [scenes[target] as SceneForm, scenes[index] as SceneForm];
  return { ...form, scenes };
}

/** A sample row's values by variable, as the mapping reads it (column index → variable). */
export function rowValues(row: readonly string[], mapping: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).map(([column, variable]) => [variable, row[Number(column)] ?? '']));
}
