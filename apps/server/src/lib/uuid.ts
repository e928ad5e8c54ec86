const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID: ids in paths are checked before they reach a uuid column (which would throw). */
export const isUuid = (text: string) => UUID.test(text);
